// An async job runner: a concurrency-limited pool, retries with backoff,
// timeouts via Promise.race, cancellation with AbortController, progress events.
import { EventEmitter } from "node:events";

type JobFn<T> = (signal: AbortSignal, attempt: number) => Promise<T>;

interface JobSpec<T> {
  id: string;
  run: JobFn<T>;
  retries?: number;
  timeoutMs?: number;
}

type Outcome<T> =
  | { id: string; status: "done"; value: T; attempts: number }
  | { id: string; status: "failed"; error: string; attempts: number }
  | { id: string; status: "cancelled"; attempts: number };

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error("aborted"));
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new Error("aborted"));
    });
  });

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

class Pool extends EventEmitter {
  private running = 0;
  private queue: (() => void)[] = [];
  private controller = new AbortController();
  constructor(private readonly limit: number) {
    super();
  }
  private async slot(): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
  }
  private release(): void {
    this.running--;
    this.queue.shift()?.();
  }
  cancel(): void {
    this.controller.abort();
  }
  async run<T>(job: JobSpec<T>): Promise<Outcome<T>> {
    await this.slot();
    const retries = job.retries ?? 0;
    let attempt = 0;
    try {
      while (true) {
        attempt++;
        if (this.controller.signal.aborted) return { id: job.id, status: "cancelled", attempts: attempt - 1 };
        this.emit("start", job.id, attempt);
        try {
          const value = await withTimeout(job.run(this.controller.signal, attempt), job.timeoutMs ?? 1000);
          this.emit("done", job.id);
          return { id: job.id, status: "done", value, attempts: attempt };
        } catch (e) {
          const msg = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
          if (this.controller.signal.aborted) return { id: job.id, status: "cancelled", attempts: attempt };
          if (attempt > retries) return { id: job.id, status: "failed", error: msg, attempts: attempt };
          this.emit("retry", job.id, attempt, msg);
          await sleep(2 ** attempt);
        }
      }
    } finally {
      this.release();
    }
  }
}

async function main(): Promise<void> {
  const pool = new Pool(2);
  const log: string[] = [];
  pool.on("start", (id: string, attempt: number) => log.push(`start ${id}#${attempt}`));
  pool.on("retry", (id: string, attempt: number, msg: string) => log.push(`retry ${id} after #${attempt} (${msg})`));
  pool.on("done", (id: string) => log.push(`done ${id}`));

  let flaky = 0;
  const jobs: JobSpec<number | string>[] = [
    { id: "fast", run: async () => 1 },
    { id: "slow", run: async (s) => (await sleep(150, s), "slow result"), timeoutMs: 2000 },
    { id: "flaky", retries: 2, run: async () => { if (++flaky < 3) throw new Error(`flake ${flaky}`); return flaky * 10; } },
    { id: "hang", run: (s) => sleep(1000, s).then(() => 0), timeoutMs: 80 },
    { id: "broken", retries: 1, run: async (_s, n) => { throw new RangeError(`bad input on try ${n}`); } },
  ];
  const outcomes = await Promise.all(jobs.map((j) => pool.run(j)));
  for (const o of outcomes) {
    switch (o.status) {
      case "done": console.log(`${o.id}: ${JSON.stringify(o.value)} in ${o.attempts}`); break;
      case "failed": console.log(`${o.id}: FAILED ${o.error} after ${o.attempts}`); break;
      case "cancelled": console.log(`${o.id}: cancelled`); break;
    }
  }
  console.log(log.length, "events;", log.filter((l) => l.startsWith("retry")).join(" | "));

  const pool2 = new Pool(1);
  const long = [1, 2, 3].map((i) => pool2.run<number>({ id: `long${i}`, run: (s) => sleep(300, s).then(() => i) }));
  setTimeout(() => pool2.cancel(), 60);
  const res = await Promise.allSettled(long);
  console.log(res.map((r) => (r.status === "fulfilled" ? r.value.status : "rejected")).join(","));
}

main().then(() => console.log("all done"));
