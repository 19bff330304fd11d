// An event-driven dispatch simulation: a binary-heap priority queue of jobs,
// workers as async functions with timers, an EventEmitter subclass for
// telemetry, and Promise.all / race / allSettled / any with failures.
import { EventEmitter } from "node:events";

interface Job { id: number; priority: number; cost: number; tags: readonly string[] }

class PriorityQueue<T> {
  #heap: T[] = [];
  constructor(private readonly before: (a: T, b: T) => boolean) {}
  get size(): number { return this.#heap.length; }
  push(...items: T[]): void {
    for (const item of items) {
      this.#heap.push(item);
      let i = this.#heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.before(this.#heap[i], this.#heap[p])) break;
        [this.#heap[i], this.#heap[p]] = [this.#heap[p], this.#heap[i]];
        i = p;
      }
    }
  }
  pop(): T | undefined {
    const h = this.#heap;
    if (h.length === 0) return undefined;
    const top = h[0];
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < h.length && this.before(h[l], h[m])) m = l;
        if (r < h.length && this.before(h[r], h[m])) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
    return top;
  }
}

type Outcome = { job: number; worker: string; ms: number };

class Telemetry extends EventEmitter {
  readonly log: string[] = [];
  private counts = new Map<string, number>();
  constructor() {
    super();
    this.on("done", (o: Outcome) => this.bump(`done:${o.worker}`));
    this.on("failed", (id: number, reason: string) => {
      this.bump("failed");
      this.log.push(`job ${id} failed: ${reason}`);
    });
    this.once("done", (o: Outcome) => this.log.push(`first completion: job ${o.job} by ${o.worker}`));
  }
  private bump(key: string): void { this.counts.set(key, (this.counts.get(key) ?? 0) + 1); }
  summary(): string {
    return [...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(", ");
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let clock = 0;

// Each worker drains its own share of the queue (dealt out by priority), so
// what it handles does not depend on how the timers of different workers interleave.
async function worker(name: string, share: Job[], tel: Telemetry): Promise<number> {
  let handled = 0;
  for (const job of share) {
    await sleep(job.cost);
    clock += job.cost;
    if (job.tags.includes("flaky") && job.id % 2 === 1) {
      tel.emit("failed", job.id, `${name} hit a flaky dependency`);
      continue;
    }
    handled++;
    tel.emit("done", { job: job.id, worker: name, ms: job.cost } satisfies Outcome);
  }
  return handled;
}

async function main(): Promise<void> {
  const jobs: Job[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    priority: (i * 7) % 5,
    cost: 10 + ((i * 13) % 4) * 10,
    tags: i % 3 === 0 ? ["flaky", "io"] : ["cpu"],
  }));
  const queue = new PriorityQueue<Job>((a, b) => a.priority > b.priority || (a.priority === b.priority && a.id < b.id));
  queue.push(...jobs);
  const order: number[] = [];
  const probe = new PriorityQueue<Job>((a, b) => a.priority > b.priority || (a.priority === b.priority && a.id < b.id));
  probe.push(...jobs);
  for (let j = probe.pop(); j; j = probe.pop()) order.push(j.id);
  console.log("pop order:", order.join(" "));

  const tel = new Telemetry();
  const names = ["alpha", "beta", "gamma"] as const;
  const shares: Job[][] = names.map(() => []);
  for (let k = 0, j = queue.pop(); j; j = queue.pop(), k++) shares[k % names.length].push(j);
  shares[0].unshift({ id: 0, priority: 9, cost: 1, tags: [] }); // the first to finish, well ahead
  const handled = await Promise.all(names.map((w, i) => worker(w, shares[i], tel)));
  console.log("handled per worker:", handled, "total", handled.reduce((a, b) => a + b, 0));
  console.log(tel.summary());
  [...tel.log].sort().forEach((l) => console.log(" ", l));
  console.log("listeners:", tel.listenerCount("done"), tel.listenerCount("failed"), tel.eventNames());

  // race: a timeout against slow work
  const withTimeout = <T,>(p: Promise<T>, ms: number, label: string): Promise<T> =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${label} timed out after ${ms}ms`)), ms))]);
  const slow = async (v: string, ms: number) => { await sleep(ms); return v; };
  for (const [ms, limit] of [[10, 30], [40, 20]]) {
    try {
      console.log("race ok:", await withTimeout(slow(`value-${ms}`, ms), limit, `slow(${ms})`));
    } catch (e) {
      console.log("race failed:", (e as Error).message);
    }
  }

  // allSettled: mixed results, then any
  const tasks = [1, 2, 3, 4, 5].map(async (n) => {
    await sleep(n * 2);
    if (n % 2 === 0) throw new RangeError(`task ${n} rejected`);
    return n * n;
  });
  const settled = await Promise.allSettled(tasks);
  for (const [i, r] of settled.entries()) {
    console.log(`task ${i + 1}:`, r.status === "fulfilled" ? `value ${r.value}` : `${r.reason.name}: ${r.reason.message}`);
  }
  const fulfilled = settled.filter((r): r is PromiseFulfilledResult<number> => r.status === "fulfilled").map((r) => r.value);
  console.log("sum of fulfilled:", fulfilled.reduce((a, b) => a + b, 0));
  try {
    await Promise.any([Promise.reject(new Error("a")), Promise.reject(new Error("b"))]);
  } catch (e) {
    if (e instanceof AggregateError) console.log(e.name, e.errors.length, e.errors.map((x: Error) => x.message).join("+"));
  }
  const first = await Promise.any([sleep(15).then(() => "late"), sleep(5).then(() => "early"), Promise.reject(new Error("no"))]);
  console.log("any:", first, "clock:", clock);
}

main().then(() => console.log("simulation complete"));
