// A ring-buffer queue and a priority queue (binary heap) as classes.
class RingQueue {
  private buf: number[];
  private head = 0;
  private len = 0;
  constructor(private capacity: number) {
    this.buf = new Array<number>(capacity).fill(0);
  }
  get size(): number {
    return this.len;
  }
  push(v: number): boolean {
    if (this.len === this.capacity) return false;
    this.buf[(this.head + this.len) % this.capacity] = v;
    this.len++;
    return true;
  }
  shift(): number | undefined {
    if (this.len === 0) return undefined;
    const v = this.buf[this.head];
    this.head = (this.head + 1) % this.capacity;
    this.len--;
    return v;
  }
}

const q = new RingQueue(3);
console.log(q.push(1), q.push(2), q.push(3), q.push(4), q.size);
console.log(q.shift(), q.push(5), q.shift(), q.shift(), q.shift(), q.shift(), q.size);

class Task {
  constructor(public name: string, public priority: number, public seq: number) {}
}

class TaskHeap {
  private items: Task[] = [];
  private seq = 0;
  private before(a: Task, b: Task): boolean {
    return a.priority !== b.priority ? a.priority > b.priority : a.seq < b.seq;
  }
  add(name: string, priority: number): void {
    const t = new Task(name, priority, this.seq++);
    this.items.push(t);
    let i = this.items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(this.items[i], this.items[p])) break;
      const tmp = this.items[i];
      this.items[i] = this.items[p];
      this.items[p] = tmp;
      i = p;
    }
  }
  take(): Task | undefined {
    if (this.items.length === 0) return undefined;
    const top = this.items[0];
    const last = this.items.pop();
    if (last !== undefined && this.items.length > 0) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.items.length && this.before(this.items[l], this.items[m])) m = l;
        if (r < this.items.length && this.before(this.items[r], this.items[m])) m = r;
        if (m === i) break;
        const tmp = this.items[i];
        this.items[i] = this.items[m];
        this.items[m] = tmp;
        i = m;
      }
    }
    return top;
  }
  get length(): number {
    return this.items.length;
  }
}

const h = new TaskHeap();
const names = ["write", "test", "deploy", "lint", "review", "fix", "docs", "build"];
const prios = [2, 3, 1, 2, 3, 5, 1, 3];
for (let i = 0; i < names.length; i++) h.add(names[i], prios[i]);
const order: string[] = [];
let t = h.take();
while (t !== undefined) {
  order.push(`${t.name}(${t.priority})`);
  t = h.take();
}
console.log(order.join(" "), h.length);
h.add("only", 0);
console.log(h.take(), h.take());
