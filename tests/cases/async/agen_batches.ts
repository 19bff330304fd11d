// A batch processor: an async generator yields batches of tasks after a
// short pause; each batch runs with retries under Promise.allSettled.
interface Task {
  id: number;
  failures: number; // how many attempts fail before one succeeds
}

function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

async function* batches<T>(items: T[], size: number): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) {
    await sleep(2);
    yield items.slice(i, i + size);
  }
}

const attempts = new Map<number, number>();

async function runTask(t: Task): Promise<string> {
  const n = (attempts.get(t.id) ?? 0) + 1;
  attempts.set(t.id, n);
  await sleep(1);
  if (n <= t.failures) throw new Error(`task ${t.id} attempt ${n} failed`);
  return `task ${t.id} ok after ${n}`;
}

async function withRetry<T>(f: () => Promise<T>, tries: number): Promise<T> {
  let last: unknown = undefined;
  for (let k = 0; k < tries; k++) {
    try {
      return await f();
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

async function main(): Promise<void> {
  const tasks: Task[] = [];
  for (let i = 1; i <= 8; i++) tasks.push({ id: i, failures: i % 3 === 0 ? 5 : i % 2 });
  let ok = 0, failed = 0, batchNo = 0;
  for await (const batch of batches(tasks, 3)) {
    batchNo++;
    console.log(`batch ${batchNo}: ${batch.map((t) => t.id).join(",")}`);
    const results = await Promise.allSettled(batch.map((t) => withRetry(() => runTask(t), 3)));
    for (const r of results) {
      if (r.status === "fulfilled") {
        ok++;
        console.log("  ", r.value);
      } else {
        failed++;
        console.log("  ", (r.reason as Error).message);
      }
    }
  }
  console.log(`ok ${ok}, failed ${failed}, attempts ${[...attempts.values()].reduce((a, b) => a + b, 0)}`);
}

main();
