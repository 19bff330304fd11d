// Event-driven simulation: async workers, timers, async generators
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Job {
  id: number;
  cost: number;
  fail?: boolean;
}

type JobResult = { id: number; ok: true; value: number } | { id: number; ok: false; error: string };

const log: string[] = [];
const stamp = (msg: string) => log.push(msg);

async function runJob(job: Job): Promise<number> {
  stamp(`start ${job.id}`);
  await sleep(job.cost);
  if (job.fail) throw new Error(`job ${job.id} exploded`);
  stamp(`done ${job.id}`);
  return job.cost * 10;
}

async function settle(job: Job): Promise<JobResult> {
  try {
    return { id: job.id, ok: true, value: await runJob(job) };
  } catch (e) {
    return { id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

async function* ticker(count: number, every: number): AsyncGenerator<number, string, void> {
  for (let i = 0; i < count; i++) {
    await sleep(every);
    yield i;
  }
  return "ticker finished";
}

async function* mapAsync<T, U>(src: AsyncIterable<T>, fn: (t: T) => U | Promise<U>): AsyncGenerator<U> {
  for await (const item of src) yield await fn(item);
}

class Semaphore {
  private waiters: Array<() => void> = [];
  constructor(private permits: number) {}
  async acquire(): Promise<void> {
    if (this.permits > 0) {
      this.permits--;
      return;
    }
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.permits++;
  }
}

async function pool<T, R>(items: T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const sem = new Semaphore(limit);
  return Promise.all(
    items.map(async (item) => {
      await sem.acquire();
      try {
        return await fn(item);
      } finally {
        sem.release();
      }
    }),
  );
}

async function main(): Promise<void> {
  console.log("sync start");
  setTimeout(() => console.log("timeout 0"), 0);
  queueMicrotask(() => console.log("microtask"));
  Promise.resolve().then(() => console.log("then"));
  process.nextTick(() => console.log("nextTick"));
  await null;
  console.log("after await null");

  const jobs: Job[] = [
    { id: 1, cost: 30 },
    { id: 2, cost: 10, fail: true },
    { id: 3, cost: 20 },
  ];
  const results = await Promise.all(jobs.map(settle));
  for (const r of results) {
    if (r.ok) console.log(`#${r.id} ok ${r.value}`);
    else console.log(`#${r.id} failed: ${r.error}`);
  }
  console.log(log.join(" | "));

  const winner = await Promise.race([sleep(50).then(() => "slow"), sleep(5).then(() => "fast")]);
  console.log("race:", winner);

  const settled = await Promise.allSettled([runJob({ id: 9, cost: 1 }), runJob({ id: 10, cost: 2, fail: true })]);
  console.log(settled.map((s) => (s.status === "fulfilled" ? `ok:${s.value}` : `err:${(s.reason as Error).message}`)));

  const any = await Promise.any([Promise.reject(new Error("a")), sleep(3).then(() => 42)]);
  console.log("any:", any);

  const seen: number[] = [];
  const gen = ticker(4, 2);
  for await (const n of gen) seen.push(n);
  console.log("ticks", seen);
  const fin = await ticker(0, 1).next();
  console.log(fin);

  const squares: string[] = [];
  for await (const s of mapAsync(ticker(3, 1), async (n) => `${n}^2=${n * n}`)) squares.push(s);
  console.log(squares.join(", "));

  const order: string[] = [];
  const out = await pool([40, 10, 30, 20], 2, async (ms) => {
    order.push(`+${ms}`);
    await sleep(ms);
    order.push(`-${ms}`);
    return ms / 10;
  });
  console.log(out, order.join(" "));

  try {
    await Promise.all([sleep(5), Promise.reject(new TypeError("bad input"))]);
  } catch (e) {
    console.log("caught", (e as Error).name, (e as Error).message);
  } finally {
    console.log("cleanup");
  }
}

main().then(() => console.log("main resolved"));
console.log("after main() call");
