// A discrete-event simulation of a small bank branch: a seeded xorshift PRNG
// (Math.imul, >>> 0), exponential arrivals, a binary-heap event queue,
// several tellers, and summary statistics.

class XorShift32 {
  private state: number;
  constructor(seed: number) {
    // mix the seed so that small seeds still give different streams
    let s = (seed ^ 0x9e3779b9) >>> 0;
    s = Math.imul(s ^ (s >>> 16), 0x85ebca6b) >>> 0;
    s = Math.imul(s ^ (s >>> 13), 0xc2b2ae35) >>> 0;
    this.state = (s ^ (s >>> 16)) >>> 0 || 1;
  }
  nextU32(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state;
  }
  next(): number {
    return this.nextU32() / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + (this.nextU32() % (hi - lo + 1));
  }
  exponential(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }
  pick<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }
}

class MinHeap<T> {
  private items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}
  get size(): number {
    return this.items.length;
  }
  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop(): T | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

type Kind = "deposit" | "withdrawal" | "loan";
interface Customer { id: number; kind: Kind; arrived: number; started?: number }
type SimEvent =
  | { at: number; seq: number; type: "arrival" }
  | { at: number; seq: number; type: "departure"; teller: number; customer: Customer };

const SERVICE_MEAN: Record<Kind, number> = { deposit: 2, withdrawal: 3, loan: 12 };

interface Stats { served: number; waits: number[]; busy: number[]; maxQueue: number; byKind: Map<Kind, number> }

function simulate(seed: number, tellers: number, minutes: number, arrivalMean: number): Stats {
  const rng = new XorShift32(seed);
  let seq = 0;
  const events = new MinHeap<SimEvent>((a, b) => a.at < b.at || (a.at === b.at && a.seq < b.seq));
  const queue: Customer[] = [];
  const free: boolean[] = new Array<boolean>(tellers).fill(true);
  const stats: Stats = { served: 0, waits: [], busy: new Array<number>(tellers).fill(0), maxQueue: 0, byKind: new Map() };
  let nextId = 1;

  const startService = (now: number, teller: number, c: Customer): void => {
    free[teller] = false;
    c.started = now;
    stats.waits.push(now - c.arrived);
    const d = rng.exponential(SERVICE_MEAN[c.kind]);
    stats.busy[teller] += d;
    events.push({ at: now + d, seq: seq++, type: "departure", teller, customer: c });
  };

  events.push({ at: rng.exponential(arrivalMean), seq: seq++, type: "arrival" });
  let ev: SimEvent | undefined;
  while ((ev = events.pop()) !== undefined) {
    const now = ev.at;
    if (ev.type === "arrival") {
      if (now > minutes) continue; // doors closed: no new arrivals
      const kind = rng.pick<Kind>(["deposit", "withdrawal", "loan"], [5, 4, 1]);
      const c: Customer = { id: nextId++, kind, arrived: now };
      const t = free.indexOf(true);
      if (t >= 0) startService(now, t, c);
      else {
        queue.push(c);
        stats.maxQueue = Math.max(stats.maxQueue, queue.length);
      }
      events.push({ at: now + rng.exponential(arrivalMean), seq: seq++, type: "arrival" });
    } else {
      stats.served++;
      stats.byKind.set(ev.customer.kind, (stats.byKind.get(ev.customer.kind) ?? 0) + 1);
      free[ev.teller] = true;
      const next = queue.shift();
      if (next) startService(now, ev.teller, next);
    }
  }
  return stats;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = (sorted.length - 1) * p;
  const lo = Math.floor(idx), hi = Math.ceil(idx);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (idx - lo);
}

function summarize(label: string, s: Stats, minutes: number): void {
  const w = [...s.waits].sort((a, b) => a - b);
  const mean = w.reduce((a, b) => a + b, 0) / (w.length || 1);
  const sd = Math.sqrt(w.reduce((a, b) => a + (b - mean) ** 2, 0) / (w.length || 1));
  const util = s.busy.map((b) => `${((100 * b) / minutes).toFixed(1)}%`).join(" ");
  const kinds = [...s.byKind.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, n]) => `${k}=${n}`).join(",");
  console.log(`${label}: served=${s.served} maxQueue=${s.maxQueue} [${kinds}]`);
  console.log(`  wait mean=${mean.toFixed(2)} sd=${sd.toFixed(2)} p50=${percentile(w, 0.5).toFixed(2)} ` +
    `p90=${percentile(w, 0.9).toFixed(2)} max=${(w[w.length - 1] ?? 0).toFixed(2)}`);
  console.log(`  utilisation ${util}`);
  const buckets = [0, 1, 5, 10, 20, Infinity];
  const hist = buckets.slice(1).map((hi, i) => w.filter((x) => x >= buckets[i] && x < hi).length);
  hist.forEach((n, i) => {
    const range = `${buckets[i]}-${buckets[i + 1] === Infinity ? "" : buckets[i + 1]}`;
    console.log(`  ${range.padStart(6)} ${"#".repeat(Math.round((40 * n) / (w.length || 1)))} ${n}`);
  });
}

const rng = new XorShift32(42);
console.log("first draws:", Array.from({ length: 5 }, () => rng.nextU32().toString(16).padStart(8, "0")).join(" "));
console.log("ints:", Array.from({ length: 10 }, () => rng.int(1, 6)).join(""), "float:", rng.next().toFixed(6));
console.log("imul:", Math.imul(0xffffffff, 5), Math.imul(0x7fffffff, 0x7fffffff), (-1 >>> 0).toString(16), (1 << 31) >>> 0);

for (const [seed, tellers] of [[1, 2], [1, 3], [2024, 3]] as const) summarize(`seed ${seed}, ${tellers} tellers`, simulate(seed, tellers, 480, 1.6), 480);
