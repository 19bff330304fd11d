// An async batch processor: concurrency pool, retries with backoff, allSettled, async generators.
interface Task { id: number; payload: string; failTimes: number }
interface Outcome { id: number; status: "done" | "failed"; attempts: number; result?: string; error?: string }

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const attemptsById = new Map<number, number>();

class TransientError extends Error {
  constructor(public readonly taskId: number, public readonly attempt: number) {
    super(`task ${taskId} transient failure #${attempt}`);
    this.name = "TransientError";
  }
}
class FatalError extends Error { name = "FatalError"; }

async function runTask(t: Task): Promise<string> {
  const n = (attemptsById.get(t.id) ?? 0) + 1;
  attemptsById.set(t.id, n);
  await sleep(0);
  if (t.payload === "") throw new FatalError(`task ${t.id}: empty payload`);
  if (n <= t.failTimes) throw new TransientError(t.id, n);
  return t.payload.split("").reverse().join("").toUpperCase();
}

async function withRetry<T>(fn: () => Promise<T>, retries: number, log: (s: string) => void): Promise<{ value: T; attempts: number }> {
  let attempt = 0;
  for (;;) {
    attempt++;
    try {
      return { value: await fn(), attempts: attempt };
    } catch (e) {
      if (!(e instanceof TransientError) || attempt > retries) throw e;
      log(`  retry ${e.taskId} after ${e.message} (backoff ${2 ** attempt}ms)`);
      await sleep(2 ** attempt);
    }
  }
}

function* batches<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

async function pool<T, R>(items: T[], limit: number, worker: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = { status: "fulfilled", value: await worker(items[i]) };
      } catch (reason) {
        results[i] = { status: "rejected", reason };
      }
    }
  });
  await Promise.all(lanes);
  return results;
}

async function main() {
  const tasks: Task[] = [
    { id: 1, payload: "alpha", failTimes: 0 },
    { id: 2, payload: "beta", failTimes: 2 },
    { id: 3, payload: "", failTimes: 0 },
    { id: 4, payload: "delta", failTimes: 5 },
    { id: 5, payload: "epsilon", failTimes: 1 },
    { id: 6, payload: "zeta", failTimes: 0 },
    { id: 7, payload: "eta", failTimes: 3 },
  ];
  const logs: string[] = [];
  const outcomes: Outcome[] = [];
  let batchNo = 0;
  for (const batch of batches(tasks, 3)) {
    await sleep(1);
    batchNo++;
    logs.push(`batch ${batchNo}: ${batch.map((t) => t.id).join(",")}`);
    const settled = await pool(batch, 2, (t) => withRetry(() => runTask(t), 3, (s) => logs.push(s)));
    settled.forEach((s, i) => {
      const id = batch[i].id;
      if (s.status === "fulfilled") outcomes.push({ id, status: "done", attempts: s.value.attempts, result: s.value.value });
      else {
        const e = s.reason as Error;
        outcomes.push({ id, status: "failed", attempts: attemptsById.get(id) ?? 0, error: `${e.name}: ${e.message}` });
      }
    });
  }
  console.log(logs.filter((l) => l.startsWith("batch")).join("\n"));
  console.log(logs.filter((l) => !l.startsWith("batch")).sort().join("\n"));
  outcomes.sort((a, b) => a.id - b.id);
  console.log(outcomes);
  const summary = outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {});
  console.log(summary, [...attemptsById.entries()].map(([k, v]) => `${k}:${v}`).join(" "));
  const race = await Promise.race([sleep(50).then(() => "slow"), sleep(5).then(() => "fast")]);
  const any = await Promise.any([Promise.reject(new Error("x")), sleep(2).then(() => 42)]);
  console.log(race, any);
  try {
    await Promise.any([Promise.reject(new Error("a")), Promise.reject(new Error("b"))]);
  } catch (e) {
    if (e instanceof Error) console.log(e.name, e.message);
  }
}
main().then(() => console.log("finished"));
