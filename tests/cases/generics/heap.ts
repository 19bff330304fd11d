// A binary-heap PriorityQueue<T> ordered by a priority function.
class PriorityQueue<T> {
  private heap: T[] = [];
  constructor(private priority: (x: T) => number) {}

  push(x: T): void {
    const h = this.heap;
    h.push(x);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.priority(h[p]) <= this.priority(h[i])) break;
      const t = h[p];
      h[p] = h[i];
      h[i] = t;
      i = p;
    }
  }

  pop(): T | undefined {
    const h = this.heap;
    if (h.length === 0) return undefined;
    const top = h[0];
    const last = h.pop() as T;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.priority(h[l]) < this.priority(h[m])) m = l;
        if (r < h.length && this.priority(h[r]) < this.priority(h[m])) m = r;
        if (m === i) break;
        const t = h[m];
        h[m] = h[i];
        h[i] = t;
        i = m;
      }
    }
    return top;
  }

  get size(): number {
    return this.heap.length;
  }
}

interface Task { name: string; due: number }
const tasks = new PriorityQueue<Task>((t) => t.due);
tasks.push({ name: "taxes", due: 15 });
tasks.push({ name: "laundry", due: 2 });
tasks.push({ name: "report", due: 7 });
tasks.push({ name: "dentist", due: 3 });
const order: string[] = [];
while (tasks.size > 0) {
  const t = tasks.pop();
  if (t) order.push(t.name + "@" + t.due);
}
console.log(order.join(", "));

// heap sort of numbers through the same class
const pq = new PriorityQueue<number>((x) => x);
let seed = 12345;
for (let i = 0; i < 1000; i++) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  pq.push(seed % 10000);
}
let prev = -1;
let ok = true;
let count = 0;
while (pq.size > 0) {
  const v = pq.pop() as number;
  if (v < prev) ok = false;
  prev = v;
  count++;
}
console.log(ok, count, prev);
