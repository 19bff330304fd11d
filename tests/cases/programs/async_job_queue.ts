// An async job queue with concurrency limit, retries and Promise combinators.
type Job<T> = { id: string; run: () => Promise<T>; retries?: number };
type Outcome<T> = { id: string; ok: true; value: T; attempts: number } | { id: string; ok: false; error: string; attempts: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const trace: string[] = [];

class JobQueue<T> {
  private running = 0;
  private queue: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  private async acquire(): Promise<void> {
    if (this.running < this.limit) { this.running++; return; }
    await new Promise<void>((res) => this.queue.push(res));
    this.running++;
  }
  private release(): void {
    this.running--;
    this.queue.shift()?.();
  }
  async runOne(job: Job<T>): Promise<Outcome<T>> {
    await this.acquire();
    let attempts = 0;
    try {
      for (;;) {
        attempts++;
        try {
          trace.push(`start ${job.id}#${attempts}`);
          const value = await job.run();
          trace.push(`done ${job.id}`);
          return { id: job.id, ok: true, value, attempts };
        } catch (e) {
          const msg = e instanceof Error ? e.message : String(e);
          trace.push(`fail ${job.id}: ${msg}`);
          if (attempts > (job.retries ?? 0)) return { id: job.id, ok: false, error: msg, attempts };
          await sleep(1);
        }
      }
    } finally {
      this.release();
    }
  }
  runAll(jobs: Job<T>[]): Promise<Outcome<T>[]> { return Promise.all(jobs.map((j) => this.runOne(j))); }
}

function flaky(failures: number, value: number, delay: number): () => Promise<number> {
  let n = 0;
  return async () => {
    await sleep(delay);
    if (n++ < failures) throw new Error(`flake ${n}`);
    return value;
  };
}

async function withTimeout<T>(p: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${label} timed out`)), ms); });
  try { return await Promise.race([p, timeout]); }
  finally { clearTimeout(timer); }
}

async function* ticker(n: number, ms: number): AsyncGenerator<number> {
  for (let i = 0; i < n; i++) { await sleep(ms); yield i * i; }
}

async function main(): Promise<void> {
  const q = new JobQueue<number>(2);
  const outcomes = await q.runAll([
    { id: "a", run: flaky(0, 1, 5) },
    { id: "b", run: flaky(1, 2, 2), retries: 2 },
    { id: "c", run: flaky(3, 3, 1), retries: 1 },
    { id: "d", run: async () => 4 },
  ]);
  for (const o of outcomes) console.log(o.ok ? `${o.id}: ${o.value} after ${o.attempts}` : `${o.id}: FAILED (${o.error}) after ${o.attempts}`);
  console.log(trace.length, trace.filter((t) => t.startsWith("fail")).length);

  const settled = await Promise.allSettled([Promise.resolve(1), Promise.reject(new TypeError("nope")), sleep(3).then(() => "late")]);
  console.log(settled.map((s) => (s.status === "fulfilled" ? `ok:${s.value}` : `err:${(s.reason as Error).name}`)));

  console.log(await Promise.any([sleep(10).then(() => "slow"), sleep(1).then(() => "fast"), Promise.reject(new Error("x"))]));
  try {
    await Promise.any([Promise.reject(new Error("e1")), Promise.reject(new Error("e2"))]);
  } catch (e) {
    console.log(e instanceof AggregateError, (e as AggregateError).errors.map((x) => (x as Error).message));
  }

  try { await withTimeout(sleep(50).then(() => 1), 5, "slowjob"); }
  catch (e) { console.log((e as Error).message); }
  console.log(await withTimeout(Promise.resolve("quick"), 50, "fast"));

  let sum = 0;
  for await (const v of ticker(5, 1)) sum += v;
  console.log("ticker sum", sum);

  const order: string[] = [];
  setTimeout(() => order.push("timeout"), 0);
  queueMicrotask(() => order.push("microtask"));
  Promise.resolve().then(() => order.push("then"));
  order.push("sync");
  await sleep(5);
  console.log(order.join(" > "));
}

main().then(() => console.log("main done")).catch((e) => console.log("main failed", e));
console.log("scheduled");
