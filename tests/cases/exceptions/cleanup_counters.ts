// finally-based cleanup: every opened resource is closed, whatever happens.
let opened = 0;
let closed = 0;
const log: string[] = [];

class Resource {
  id: number;
  constructor(public label: string) {
    opened++;
    this.id = opened;
    log.push("open " + label);
  }
  use(n: number): number {
    if (n < 0) throw new RangeError(this.label + ": negative input " + n);
    return n * 2;
  }
  close(): void {
    closed++;
    log.push("close " + this.label);
  }
}

function work(inputs: number[]): number {
  const outer = new Resource("outer");
  try {
    let total = 0;
    for (const n of inputs) {
      const inner = new Resource("inner" + n);
      try {
        total += inner.use(n);
      } finally {
        inner.close();
      }
    }
    return total;
  } finally {
    outer.close();
  }
}

console.log(work([1, 2, 3]));
try {
  console.log(work([4, -5, 6]));
} catch (e) {
  if (e instanceof RangeError) console.log("failed:", e.message);
}
console.log("opened", opened, "closed", closed);
console.log(log.join("\n"));
