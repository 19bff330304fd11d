// An async job sched: a concurrency limit, priorities, per-job timeouts via
// Promise.race, retries with exponential backoff, dependencies between jobs,
// and a final Promise.allSettled report. Durations are virtual milliseconds
// (setTimeout runs them for real, scaled down).

const SCALE = 0.1; // real ms per virtual ms
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms * SCALE));

class TimeoutError extends Error {
  constructor(readonly job: string, readonly ms: number) {
    super(`${job} timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}
class JobFailed extends Error {
  constructor(readonly job: string, readonly attempts: number, readonly cause?: unknown) {
    super(`${job} failed after ${attempts} attempt${attempts === 1 ? "" : "s"}`);
    this.name = "JobFailed";
  }
}

interface JobSpec<T> {
  name: string;
  priority?: number;
  timeoutMs?: number;
  retries?: number;
  dependsOn?: string[];
  run: (attempt: number, deps: Map<string, unknown>) => Promise<T>;
}

type JobState = "queued" | "running" | "retrying" | "done" | "failed" | "skipped";

interface JobRecord {
  state: JobState;
  attempts: number;
  log: string[];
}

function withTimeout<T>(p: Promise<T>, ms: number, job: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(job, ms)), ms * SCALE);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

class JobScheduler {
  private readonly specs = new Map<string, JobSpec<unknown>>();
  private readonly results = new Map<string, Promise<unknown>>();
  readonly records = new Map<string, JobRecord>();
  private running = 0;
  private peak = 0;
  private readonly waiters: Array<{ priority: number; seq: number; wake: () => void }> = [];
  private seq = 0;
  readonly timeline: string[] = [];

  constructor(private readonly limit: number) {}

  add<T>(spec: JobSpec<T>): this {
    if (this.specs.has(spec.name)) throw new Error(`duplicate job ${spec.name}`);
    this.specs.set(spec.name, spec as JobSpec<unknown>);
    this.records.set(spec.name, { state: "queued", attempts: 0, log: [] });
    return this;
  }

  private note(job: string, what: string): void {
    this.timeline.push(`${job}: ${what}`);
    this.records.get(job)!.log.push(what);
  }

  private async acquire(priority: number): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      this.peak = Math.max(this.peak, this.running);
      return;
    }
    await new Promise<void>((wake) => {
      this.waiters.push({ priority, seq: this.seq++, wake });
      this.waiters.sort((a, b) => b.priority - a.priority || a.seq - b.seq);
    });
    this.peak = Math.max(this.peak, this.running);
  }

  private release(): void {
    const next = this.waiters.shift();
    if (next) next.wake(); // the slot passes straight to the next job
    else this.running--;
  }

  private start(name: string, path: string[] = []): Promise<unknown> {
    const existing = this.results.get(name);
    if (existing) return existing;
    if (path.includes(name)) return Promise.reject(new Error(`dependency cycle: ${[...path, name].join(" -> ")}`));
    const spec = this.specs.get(name);
    if (!spec) return Promise.reject(new Error(`unknown job ${name}`));
    const promise = this.execute(spec, [...path, name]);
    this.results.set(name, promise);
    return promise;
  }

  private async execute(spec: JobSpec<unknown>, path: string[]): Promise<unknown> {
    const rec = this.records.get(spec.name)!;
    const deps = new Map<string, unknown>();
    const { retries = 0, timeoutMs = 1000, priority = 0 } = spec;
    for (const dep of spec.dependsOn ?? []) {
      try {
        deps.set(dep, await this.start(dep, path));
      } catch (e) {
        rec.state = "skipped";
        this.note(spec.name, `skipped (${dep}: ${(e as Error).message})`);
        throw new JobFailed(spec.name, 0, e);
      }
    }
    for (let attempt = 1; ; attempt++) {
      await this.acquire(priority);
      rec.state = "running";
      rec.attempts = attempt;
      this.note(spec.name, `start #${attempt}`);
      try {
        const value = await withTimeout(spec.run(attempt, deps), timeoutMs, spec.name);
        rec.state = "done";
        this.note(spec.name, `done -> ${JSON.stringify(value)}`);
        return value;
      } catch (e) {
        const reason = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        if (attempt > retries) {
          rec.state = "failed";
          this.note(spec.name, `gave up (${reason})`);
          throw new JobFailed(spec.name, attempt, e);
        }
        rec.state = "retrying";
        const backoff = 20 * 2 ** (attempt - 1);
        this.note(spec.name, `retry in ${backoff}ms (${reason})`);
        this.release();
        await sleep(backoff);
        continue;
      } finally {
        if (rec.state !== "retrying") this.release();
      }
    }
  }

  async runAll(): Promise<PromiseSettledResult<unknown>[]> {
    const names = [...this.specs.keys()];
    const settled = await Promise.allSettled(names.map((n) => this.start(n)));
    this.timeline.push(`peak concurrency ${this.peak} of ${this.limit}`);
    return settled;
  }
}

// --- jobs ---
let flakyCalls = 0;
const sched = new JobScheduler(2)
  .add({ name: "fetch-users", priority: 5, run: async () => { await sleep(120); return ["ann", "bob", "cy"]; } })
  .add({ name: "fetch-orders", priority: 5, run: async () => { await sleep(200); return [{ user: "ann", total: 30 }, { user: "cy", total: 12.5 }]; } })
  .add({
    name: "flaky-rates",
    retries: 3,
    timeoutMs: 150,
    run: async (attempt) => {
      flakyCalls++;
      await sleep(attempt === 1 ? 400 : 40);
      if (attempt < 3) throw new Error(`rate service 503 (attempt ${attempt})`);
      return { EUR: 0.92 };
    },
  })
  .add({
    name: "report",
    dependsOn: ["fetch-users", "fetch-orders", "flaky-rates"],
    run: async (_attempt, deps) => {
      const users = deps.get("fetch-users") as string[];
      const orders = deps.get("fetch-orders") as { user: string; total: number }[];
      const { EUR } = deps.get("flaky-rates") as { EUR: number };
      await sleep(30);
      return users.map((u) => {
        const sum = orders.filter((o) => o.user === u).reduce((a, o) => a + o.total, 0);
        return `${u}=${(sum * EUR).toFixed(2)}EUR`;
      });
    },
  })
  .add({ name: "always-slow", timeoutMs: 50, retries: 1, run: () => sleep(500).then(() => "never") })
  .add({ name: "needs-slow", dependsOn: ["always-slow"], run: async () => "unreachable" })
  .add({ name: "needs-ghost", dependsOn: ["ghost"], run: async () => 0 })
  .add({ name: "low-priority", priority: -1, run: async () => { await sleep(10); return true; } });

try {
  sched.add({ name: "report", run: async () => null });
} catch (e) {
  console.log((e as Error).message);
}

sched.runAll().then((settled) => {
  const names = [...sched.records.keys()];
  settled.forEach((r, i) => {
    const name = names[i].padEnd(13);
    if (r.status === "fulfilled") console.log(`${name} fulfilled ${JSON.stringify(r.value)}`);
    else {
      const err = r.reason as JobFailed;
      const cause = err.cause instanceof Error ? ` <- ${err.cause.name}: ${err.cause.message}` : "";
      console.log(`${name} rejected  ${err.message}${cause}`);
    }
  });
  console.log("\nper job:");
  for (const [name, rec] of sched.records) {
    console.log(`  ${name.padEnd(13)} ${rec.state.padEnd(8)} attempts=${rec.attempts} ${rec.log.join(" | ")}`);
  }
  const counts = names.reduce<Partial<{ [S in JobState]: number }>>((acc, n) => {
    const s = sched.records.get(n)!.state;
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});
  console.log(JSON.stringify(counts), `flaky calls: ${flakyCalls}`);
  console.log(sched.timeline[sched.timeline.length - 1]);
});
