// An async task runner: tasks with dependencies, a concurrency limit,
// retries with backoff, timeouts, cancellation and progress events.
import { EventEmitter } from "node:events";

type TaskStatus = "pending" | "running" | "done" | "failed" | "skipped";

interface TaskSpec<T = unknown> {
  id: string;
  deps?: string[];
  retries?: number;
  timeoutMs?: number;
  run: (ctx: { attempt: number; results: ReadonlyMap<string, unknown>; signal: AbortSignal }) => Promise<T>;
}

interface TaskState {
  spec: TaskSpec;
  status: TaskStatus;
  attempts: number;
  result?: unknown;
  error?: string;
  startedAt?: number;
  endedAt?: number;
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new Error("aborted"));
    });
  });

class TimeoutError extends Error {
  constructor(id: string, ms: number) {
    super(`task ${id} timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}

class Runner extends EventEmitter {
  private readonly tasks = new Map<string, TaskState>();
  private readonly results = new Map<string, unknown>();
  private clock = 0;
  private readonly t0 = Date.now();

  constructor(private readonly concurrency: number) {
    super();
  }

  add<T>(spec: TaskSpec<T>): this {
    if (this.tasks.has(spec.id)) throw new Error(`duplicate task ${spec.id}`);
    this.tasks.set(spec.id, { spec: spec as TaskSpec, status: "pending", attempts: 0 });
    return this;
  }

  private order(): string[] {
    const seen = new Set<string>();
    const visiting = new Set<string>();
    const out: string[] = [];
    const visit = (id: string, path: string[]): void => {
      if (seen.has(id)) return;
      if (visiting.has(id)) throw new Error(`cycle: ${[...path, id].join(" -> ")}`);
      const t = this.tasks.get(id);
      if (!t) throw new Error(`unknown dependency '${id}' of ${path[path.length - 1]}`);
      visiting.add(id);
      for (const d of t.spec.deps ?? []) visit(d, [...path, id]);
      visiting.delete(id);
      seen.add(id);
      out.push(id);
    };
    for (const id of this.tasks.keys()) visit(id, []);
    return out;
  }

  private async attempt(state: TaskState): Promise<unknown> {
    const { spec } = state;
    const controller = new AbortController();
    const work = spec.run({ attempt: state.attempts, results: this.results, signal: controller.signal });
    if (spec.timeoutMs === undefined) return work;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimeoutError(spec.id, spec.timeoutMs!));
      }, spec.timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async execute(id: string): Promise<void> {
    const state = this.tasks.get(id)!;
    const failedDep = (state.spec.deps ?? []).find((d) => this.tasks.get(d)!.status !== "done");
    if (failedDep !== undefined) {
      state.status = "skipped";
      state.error = `dependency ${failedDep} ${this.tasks.get(failedDep)!.status}`;
      this.emit("skip", id, state.error);
      return;
    }
    state.status = "running";
    state.startedAt = ++this.clock;
    const max = (state.spec.retries ?? 0) + 1;
    while (state.attempts < max) {
      state.attempts++;
      try {
        const result = await this.attempt(state);
        this.results.set(id, result);
        state.result = result;
        state.status = "done";
        state.endedAt = ++this.clock;
        this.emit("done", id, result, state.attempts);
        return;
      } catch (e) {
        const msg = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        this.emit("retry", id, state.attempts, msg);
        state.error = msg;
        if (state.attempts < max) await sleep(5 * 2 ** state.attempts);
      }
    }
    state.status = "failed";
    state.endedAt = ++this.clock;
    this.emit("fail", id, state.error);
  }

  async run(): Promise<Map<string, TaskState>> {
    const order = this.order();
    const started = new Map<string, Promise<void>>();
    let active = 0;
    const waiters: (() => void)[] = [];
    const slot = async (): Promise<void> => {
      while (active >= this.concurrency) await new Promise<void>((r) => waiters.push(r));
      active++;
    };
    const release = (): void => {
      active--;
      waiters.shift()?.();
    };
    for (const id of order) {
      const deps = this.tasks.get(id)!.spec.deps ?? [];
      started.set(id, (async () => {
        await Promise.all(deps.map((d) => started.get(d)));
        await slot();
        try {
          await this.execute(id);
        } finally {
          release();
        }
      })());
    }
    await Promise.allSettled(started.values());
    return this.tasks;
  }
}

async function main(): Promise<void> {
  const runner = new Runner(2);
  const log: string[] = [];
  runner.on("done", (id: string, result: unknown, attempts: number) =>
    log.push(`done ${id} -> ${JSON.stringify(result)}${attempts > 1 ? ` (after ${attempts} attempts)` : ""}`));
  runner.on("retry", (id: string, n: number, msg: string) => log.push(`attempt ${n} of ${id} failed: ${msg}`));
  runner.on("fail", (id: string, msg: string) => log.push(`FAILED ${id}: ${msg}`));
  runner.on("skip", (id: string, why: string) => log.push(`skipped ${id}: ${why}`));

  let flaky = 0;
  runner
    .add({ id: "fetch-users", run: async () => { await sleep(20); return ["ada", "alan", "grace"]; } })
    .add({ id: "fetch-orders", run: async () => { await sleep(10); return [{ user: "ada", total: 30 }, { user: "grace", total: 12.5 }]; } })
    .add({
      id: "flaky-rates", retries: 2,
      run: async ({ attempt }) => {
        await sleep(5);
        if (++flaky < 3) throw new Error(`503 on attempt ${attempt}`);
        return { EUR: 1, USD: 1.08 };
      },
    })
    .add({
      id: "report", deps: ["fetch-users", "fetch-orders", "flaky-rates"],
      run: async ({ results }) => {
        const users = results.get("fetch-users") as string[];
        const orders = results.get("fetch-orders") as { user: string; total: number }[];
        const rates = results.get("flaky-rates") as Record<string, number>;
        return users.map((u) => {
          const sum = orders.filter((o) => o.user === u).reduce((s, o) => s + o.total, 0);
          return `${u}:${(sum * rates.USD).toFixed(2)}`;
        });
      },
    })
    .add({ id: "slow-backup", timeoutMs: 30, run: async ({ signal }) => { await sleep(200, signal); return "never"; } })
    .add({ id: "upload", deps: ["slow-backup"], run: async () => "uploaded" })
    .add({ id: "notify", deps: ["report"], run: async ({ results }) => `sent ${(results.get("report") as string[]).length} lines` });

  const tasks = await runner.run();
  // timers of different tasks may fire in either order on a loaded machine:
  // the log is grouped by task (each task's own lines keep their order)
  const taskOf = (line: string): string => /(?:of|done|FAILED|skipped) ([\w-]+)/.exec(line)?.[1] ?? "";
  const grouped = log.map((line, i) => ({ line, i, id: taskOf(line) }))
    .sort((a, b) => a.id.localeCompare(b.id) || a.i - b.i);
  for (const { line } of grouped) console.log(line);
  console.log("--- summary ---");
  const byStatus = new Map<TaskStatus, string[]>();
  for (const [id, t] of tasks) byStatus.set(t.status, [...(byStatus.get(t.status) ?? []), id]);
  for (const [status, ids] of [...byStatus].sort()) console.log(`${status.padEnd(8)} ${ids.sort().join(", ")}`);

  const bad = new Runner(1).add({ id: "a", deps: ["b"], run: async () => 1 }).add({ id: "b", deps: ["a"], run: async () => 2 });
  await bad.run().catch((e: Error) => console.log("cycle check:", e.message));
  await new Runner(1).add({ id: "x", deps: ["y"], run: async () => 0 }).run().catch((e: Error) => console.log("missing:", e.message));
}

main().then(() => console.log("finished"));
