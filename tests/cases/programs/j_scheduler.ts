// A date-free scheduler simulation: async/await, Promise.all and timer ordering.
type Priority = "high" | "normal" | "low";

interface Job<T = unknown> {
  id: number;
  name: string;
  priority: Priority;
  run: () => Promise<T>;
  retries?: number;
}

interface JobResult<T> {
  id: number;
  name: string;
  ok: boolean;
  value?: T;
  error?: string;
  attempts: number;
}

const log: string[] = [];
let clock = 0;
const stamp = (msg: string) => log.push(`[${String(clock).padStart(3, "0")}] ${msg}`);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(() => {
    clock += ms;
    resolve();
  }, ms));
}

class TransientError extends Error {
  constructor(readonly attempt: number) {
    super(`transient failure #${attempt}`);
    this.name = "TransientError";
  }
}

class Scheduler {
  private queue: Job[] = [];
  private running = 0;
  private nextId = 1;
  private static readonly order: Record<Priority, number> = { high: 0, normal: 1, low: 2 };
  readonly results: JobResult<unknown>[] = [];

  constructor(private readonly concurrency: number) {}

  add<T>(name: string, run: () => Promise<T>, { priority = "normal", retries = 0 }: { priority?: Priority; retries?: number } = {}): number {
    const job: Job<T> = { id: this.nextId++, name, priority, run, retries };
    this.queue.push(job);
    this.queue.sort((a, b) => Scheduler.order[a.priority] - Scheduler.order[b.priority] || a.id - b.id);
    return job.id;
  }

  private async execute(job: Job): Promise<JobResult<unknown>> {
    let attempts = 0;
    for (;;) {
      attempts++;
      try {
        stamp(`start ${job.name} (try ${attempts})`);
        const value = await job.run();
        stamp(`done ${job.name}`);
        return { id: job.id, name: job.name, ok: true, value, attempts };
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        stamp(`fail ${job.name}: ${msg}`);
        if (!(e instanceof TransientError) || attempts > (job.retries ?? 0)) {
          return { id: job.id, name: job.name, ok: false, error: msg, attempts };
        }
        await sleep(5 * attempts);
      }
    }
  }

  async runAll(): Promise<JobResult<unknown>[]> {
    const workers = Array.from({ length: this.concurrency }, async (_, w) => {
      while (this.queue.length > 0) {
        const job = this.queue.shift()!;
        this.running++;
        stamp(`worker ${w} picks ${job.name} [${job.priority}] running=${this.running}`);
        const result = await this.execute(job);
        this.running--;
        this.results.push(result);
      }
      return w;
    });
    const finished = await Promise.all(workers);
    stamp(`workers finished: ${finished.join(",")}`);
    return [...this.results].sort((a, b) => a.id - b.id);
  }
}

let flaky = 0;
const sched = new Scheduler(1); // one worker: no two timers race, so the log order is fixed
sched.add("fetch-users", async () => {
  await sleep(30);
  return ["ann", "bob"];
});
sched.add("compute", async () => {
  await sleep(10);
  let s = 0;
  for (let i = 1; i <= 100; i++) s += i;
  return s;
}, { priority: "high" });
sched.add("flaky-upload", async () => {
  await sleep(8);
  if (++flaky < 3) throw new TransientError(flaky);
  return "uploaded";
}, { retries: 3 });
sched.add("cleanup", async () => {
  await sleep(1);
  return null;
}, { priority: "low" });
sched.add("broken", async () => {
  await sleep(2);
  throw new Error("disk full");
}, { priority: "high", retries: 5 });
sched.add("never-retried", () => Promise.reject(new TransientError(0)), { priority: "low" });

console.log("sync: queued");
setTimeout(() => stamp("timeout 0 fired"), 0);
queueMicrotask(() => stamp("microtask"));
Promise.resolve().then(() => stamp("then 1")).then(() => stamp("then 2"));

(async () => {
  stamp("main starts");
  const results = await sched.runAll();
  for (const r of results) {
    const outcome = r.ok ? `ok ${JSON.stringify(r.value)}` : `error "${r.error}"`;
    console.log(`#${r.id} ${r.name.padEnd(14)} ${outcome} after ${r.attempts} attempt${r.attempts === 1 ? "" : "s"}`);
  }
  const [fast, slow] = await Promise.all([sleep(3).then(() => "fast"), sleep(4).then(() => "slow")]);
  const settled = await Promise.allSettled([Promise.resolve(1), Promise.reject(new Error("nope")), sleep(1)]);
  const raced = await Promise.race([sleep(50).then(() => "tortoise"), sleep(5).then(() => "hare")]);
  console.log(fast, slow, settled.map((s) => s.status), raced);
  console.log(log.join("\n"));
  const okCount = results.filter((r) => r.ok).length;
  console.log(`${okCount}/${results.length} ok, clock=${clock}`);
})().catch((e) => console.log("fatal", e));
console.log("sync: end");
