// Objects whose methods are closures over private state (the "module" pattern).
function createStack() {
  const items: string[] = [];
  let pushes = 0;
  function push(s: string): void {
    items.push(s);
    pushes++;
  }
  function pop(): string | undefined {
    return items.pop();
  }
  return {
    push,
    pop,
    size: () => items.length,
    stats: () => `${items.length} items, ${pushes} pushes`,
  };
}

const s1 = createStack();
const s2 = createStack();
s1.push("a");
s1.push("b");
s2.push("x");
console.log(s1.pop(), s1.size(), s2.size(), s1.stats(), s2.stats());

// Methods detached from the object still work: they do not use `this`.
const push = s1.push;
const pop = s1.pop;
push("c");
push("d");
console.log(pop(), s1.size(), s1.stats());

// A bank of such objects created in a loop, each with distinct state.
const stacks = [1, 2, 3].map((n) => {
  const st = createStack();
  for (let i = 0; i < n; i++) st.push("e" + i);
  return st;
});
console.log(stacks.map((st) => st.size()).join(","), stacks.map((st) => st.pop()).join(","));

// Combining two closure objects into a queue made of two stacks.
function createQueue() {
  const inbox = createStack();
  const outbox = createStack();
  return {
    enqueue: (s: string) => inbox.push(s),
    dequeue: (): string | undefined => {
      if (outbox.size() === 0) {
        let v = inbox.pop();
        while (v !== undefined) {
          outbox.push(v);
          v = inbox.pop();
        }
      }
      return outbox.pop();
    },
  };
}
const q = createQueue();
q.enqueue("1");
q.enqueue("2");
const first = q.dequeue();
q.enqueue("3");
console.log(first, q.dequeue(), q.dequeue(), q.dequeue());
