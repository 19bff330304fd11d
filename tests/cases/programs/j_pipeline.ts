// An async data pipeline: async generators, for await, batching, retries and timeouts.
interface Reading {
  sensor: string;
  seq: number;
  value: number;
}

const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function* source(sensor: string, count: number, every: number): AsyncGenerator<Reading> {
  for (let seq = 1; seq <= count; seq++) {
    await delay(every);
    yield { sensor, seq, value: Math.round(Math.sin(seq * (sensor.length + 1)) * 1000) / 10 };
  }
}

async function* merge<T>(...sources: AsyncIterable<T>[]): AsyncGenerator<T> {
  const its = sources.map((s) => s[Symbol.asyncIterator]());
  const pending = new Map<number, Promise<{ i: number; r: IteratorResult<T> }>>();
  const pull = (i: number) => pending.set(i, its[i].next().then((r) => ({ i, r })));
  its.forEach((_, i) => pull(i));
  while (pending.size) {
    const { i, r } = await Promise.race(pending.values());
    if (r.done) {
      pending.delete(i);
    } else {
      pull(i);
      yield r.value;
    }
  }
}

async function* map<T, U>(src: AsyncIterable<T>, f: (x: T) => U | Promise<U>): AsyncGenerator<U> {
  for await (const x of src) yield await f(x);
}

async function* filter<T>(src: AsyncIterable<T>, pred: (x: T) => boolean): AsyncGenerator<T> {
  for await (const x of src) if (pred(x)) yield x;
}

async function* batch<T>(src: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let buf: T[] = [];
  for await (const x of src) {
    buf.push(x);
    if (buf.length === size) {
      yield buf;
      buf = [];
    }
  }
  if (buf.length) yield buf;
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

async function retry<T>(f: (attempt: number) => Promise<T>, attempts: number): Promise<T> {
  let last: unknown;
  for (let a = 1; a <= attempts; a++) {
    try {
      return await f(a);
    } catch (e) {
      last = e;
    }
  }
  throw new AggregateError([last], `gave up after ${attempts} attempts`);
}

let uploads = 0;
const uploaded: string[] = []; // (timer races decide the order: printed sorted)
async function upload(rows: Reading[]): Promise<string> {
  uploads++;
  const slow = uploads % 3 === 0;
  await delay(slow ? 120 : 2);
  rows.forEach((r) => uploaded.push(`${r.sensor}${r.seq}`));
  return `${rows.length} rows`;
}

async function main(): Promise<void> {
  const readings = merge(source("a", 4, 3), source("bb", 3, 5), source("ccc", 2, 11));
  const scaled = map(readings, async (r) => ({ ...r, value: +(r.value * 1.8 + 32).toFixed(1) }));
  const valid = filter(scaled, (r) => r.value > 0);
  const stats = { batches: 0, rows: 0, timeouts: 0 };
  for await (const rows of batch(valid, 3)) {
    stats.batches++;
    stats.rows += rows.length;
    try {
      const res = await retry((attempt) => withTimeout(upload(rows), attempt === 1 ? 20 : 100), 2);
      console.log(`batch ${stats.batches}: ${res}`);
    } catch (e) {
      stats.timeouts++;
      console.log(`batch ${stats.batches}: failed`, e instanceof AggregateError ? e.errors.map((x: Error) => x.name) : e);
    }
  }
  console.log(stats, "uploads:", uploads, uploaded.sort());
  const all: number[] = [];
  for await (const r of source("z", 5, 1)) all.push(r.seq);
  const settled = await Promise.allSettled([withTimeout(delay(60).then(() => 1), 1), withTimeout(Promise.resolve(2), 10)]);
  console.log(all, settled.map((s) => (s.status === "fulfilled" ? s.value : (s.reason as Error).message)));
}

main().then(() => console.log("done"));
