// A generic Stack<T> and Queue<T>, used with numbers, strings and objects.
class Stack<T> {
  private items: T[] = [];
  push(item: T): void {
    this.items.push(item);
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  peek(): T | undefined {
    return this.items.length > 0 ? this.items[this.items.length - 1] : undefined;
  }
  isEmpty(): boolean {
    return this.items.length === 0;
  }
  get size(): number {
    return this.items.length;
  }
}

class Queue<T> {
  private head = 0;
  private items: T[] = [];
  enqueue(item: T): void {
    this.items.push(item);
  }
  dequeue(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.head++;
    return item;
  }
  get length(): number {
    return this.items.length - this.head;
  }
}

const nums = new Stack<number>();
for (let i = 1; i <= 5; i++) nums.push(i * i);
console.log(nums.size, nums.peek());
let total = 0;
while (!nums.isEmpty()) {
  const v = nums.pop();
  if (v !== undefined) total += v;
}
console.log("total", total, nums.size);

// balanced brackets with a Stack<string>
function balanced(s: string): boolean {
  const st = new Stack<string>();
  const pairs: string[] = ["()", "[]", "{}"];
  for (let k = 0; k < s.length; k++) {
    const ch = s[k];
    let handled = false;
    for (const p of pairs) {
      if (ch === p[0]) { st.push(p[1]); handled = true; }
      else if (ch === p[1]) {
        if (st.pop() !== ch) return false;
        handled = true;
      }
    }
    if (!handled) continue;
  }
  return st.isEmpty();
}
console.log(balanced("{[()()]}"), balanced("([)]"), balanced("(("));

interface Job { id: number; name: string }
const jobs = new Queue<Job>();
jobs.enqueue({ id: 1, name: "build" });
jobs.enqueue({ id: 2, name: "test" });
jobs.enqueue({ id: 3, name: "deploy" });
console.log("pending", jobs.length);
let job = jobs.dequeue();
while (job !== undefined) {
  console.log("run", job.id, job.name);
  job = jobs.dequeue();
}
console.log(jobs.length, jobs.dequeue());
console.log(nums, jobs);
