// Constructor parameters (and parameter properties) with a default and no
// annotation take the default's widened type, as tsc infers it.
class RetryPolicy {
  constructor(
    private readonly retries = 3,
    public backoffMs = 250,
    protected label = "retry",
    public jitter = false,
    readonly floor = -1,
  ) {}
  delays(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.retries; i++) out.push(Math.max(this.floor, this.backoffMs * 2 ** i));
    return out;
  }
  describe(): string {
    return `${this.label}: ${this.retries}x from ${this.backoffMs}ms${this.jitter ? " with jitter" : ""}`;
  }
}

class Counter {
  count: number;
  constructor(start = 10, private step = 1) {
    this.count = start;
  }
  tick(): number {
    this.count += this.step;
    return this.count;
  }
}

class Strict extends RetryPolicy {
  constructor(public name = `strict`) {
    super(1, 100, name, true);
  }
}

const p = new RetryPolicy();
console.log(p.describe(), p.delays());
const q = new RetryPolicy(4, 10, "fast", true);
console.log(q.describe(), q.delays());
q.backoffMs = 20;
console.log(q.delays(), q.jitter, q.floor);
console.log(p);
const c = new Counter();
c.tick();
console.log(c.tick(), new Counter(0, 5).tick());
const s = new Strict();
console.log(s.name, s.describe(), s);
