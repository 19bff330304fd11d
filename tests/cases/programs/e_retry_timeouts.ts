// Retry with backoff, timeouts, cancellation, intervals
class TimeoutError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}

const delay = (ms: number, value?: string) => new Promise<string | undefined>((res) => setTimeout(() => res(value), ms));

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

async function retry<T>(fn: (attempt: number) => Promise<T>, opts: { retries: number; base: number }): Promise<T> {
  let lastErr: unknown;
  for (let attempt = 0; attempt <= opts.retries; attempt++) {
    try {
      return await fn(attempt);
    } catch (e) {
      lastErr = e;
      const wait = opts.base * 2 ** attempt;
      console.log(`attempt ${attempt} failed (${(e as Error).message}); waiting ${wait}ms`);
      await delay(wait);
    }
  }
  throw new Error("all retries failed", { cause: lastErr });
}

async function main() {
  const flaky = async (attempt: number): Promise<string> => {
    await delay(1);
    if (attempt < 2) throw new Error(`flake ${attempt}`);
    return `ok after ${attempt}`;
  };
  console.log(await retry(flaky, { retries: 3, base: 2 }));
  try {
    await retry(async () => Promise.reject(new Error("always")), { retries: 1, base: 1 });
  } catch (e) {
    const err = e as Error;
    console.log(err.message, "<-", (err.cause as Error).message);
  }

  console.log(await withTimeout(delay(5, "fast"), 50));
  try {
    await withTimeout(delay(60, "slow"), 10);
  } catch (e) {
    console.log(e instanceof TimeoutError, (e as Error).name, (e as Error).message);
  }

  let ticks = 0;
  await new Promise<void>((resolve) => {
    const id = setInterval(() => {
      ticks++;
      if (ticks === 3) {
        clearInterval(id);
        resolve();
      }
    }, 2);
  });
  console.log("ticks", ticks);

  const order: string[] = [];
  const p1 = delay(40).then(() => order.push("p1"));
  const p2 = delay(2).then(() => order.push("p2"));
  const p3 = Promise.resolve().then(() => order.push("p3"));
  await Promise.all([p1, p2, p3]);
  console.log(order.join(","));

  const results = await Promise.allSettled([withTimeout(delay(1, "a"), 20), withTimeout(delay(30, "b"), 5)]);
  console.log(results.map((r) => (r.status === "fulfilled" ? r.value : r.reason instanceof TimeoutError ? "timeout" : "?")));

  const queue: Array<() => Promise<void>> = [];
  const log: number[] = [];
  for (let i = 0; i < 4; i++) queue.push(async () => { await delay((4 - i) * 40); log.push(i); });
  for (const job of queue) await job();
  console.log(log);
  await Promise.all(queue.map((j) => j()));
  console.log(log);
}

main()
  .catch((e) => console.log("fatal", e))
  .finally(() => console.log("done"));
