// An async crawler simulation: a concurrency-limited task pool, timeouts
// with Promise.race, retries with backoff, an async generator that pages
// through results, and Promise.allSettled / Promise.any summaries.

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

class TimeoutError extends Error {
  constructor(readonly label: string, readonly ms: number) {
    super(`${label} timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}

async function withTimeout<T>(p: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(label, ms)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

class Pool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  peak = 0;
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

interface Page {
  readonly url: string;
  readonly status: number;
  readonly links: readonly string[];
}

// The fake network: latency and failures depend only on the URL.
const site: Record<string, { ms: number; links: string[]; failTimes?: number; status?: number }> = {
  "/": { ms: 10, links: ["/a", "/b", "/c"] },
  "/a": { ms: 30, links: ["/a/1", "/a/2", "/"] },
  "/b": { ms: 20, links: ["/b/1"], failTimes: 2 },
  "/c": { ms: 400, links: ["/c/1"] },
  "/a/1": { ms: 5, links: [] },
  "/a/2": { ms: 15, links: ["/missing"] },
  "/b/1": { ms: 25, links: ["/a"], failTimes: 5 },
  "/missing": { ms: 5, links: [], status: 404 },
};
const attempts = new Map<string, number>();

async function fetchPage(url: string): Promise<Page> {
  const spec = site[url];
  await sleep(spec?.ms ?? 1);
  const n = (attempts.get(url) ?? 0) + 1;
  attempts.set(url, n);
  if (!spec) throw new Error(`ENOTFOUND ${url}`);
  if (spec.failTimes && n <= spec.failTimes) throw new Error(`ECONNRESET ${url} (attempt ${n})`);
  return { url, status: spec.status ?? 200, links: spec.links };
}

async function retry<T>(fn: () => Promise<T>, tries: number, baseMs: number, log: (m: string) => void): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= tries || e instanceof TimeoutError) throw e;
      const wait = baseMs * 2 ** (i - 1);
      log(`retry ${i}/${tries - 1} in ${wait}ms: ${(e as Error).message}`);
      await sleep(wait);
    }
  }
}

async function* crawl(start: string, pool: Pool, events: string[]): AsyncGenerator<Page, number, void> {
  const seen = new Set<string>([start]);
  let frontier = [start];
  let depth = 0;
  while (frontier.length > 0) {
    const results = await Promise.allSettled(
      frontier.map((url) =>
        pool.run(() => withTimeout(retry(() => fetchPage(url), 3, 5, (m) => events.push(m)), 200, url)),
      ),
    );
    const next: string[] = [];
    results.forEach((r, i) => {
      if (r.status === "rejected") {
        events.push(`depth ${depth} failed ${frontier[i]}: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
        return;
      }
      for (const l of r.value.links) if (!seen.has(l)) { seen.add(l); next.push(l); }
    });
    for (const r of results) if (r.status === "fulfilled") yield r.value;
    frontier = next.sort();
    depth++;
  }
  return seen.size;
}

async function main(): Promise<void> {
  const events: string[] = [];
  const pool = new Pool(2);
  const gen = crawl("/", pool, events);
  const pages: Page[] = [];
  let step = await gen.next();
  while (!step.done) {
    pages.push(step.value);
    step = await gen.next();
  }
  console.log("seen:", step.value);
  for (const p of pages) console.log(`${p.status} ${p.url.padEnd(9)} -> [${p.links.join(", ")}]`);
  events.forEach((e) => console.log("  " + e));
  console.log("peak concurrency:", pool.peak);
  // (/c's fetch, abandoned by its 200 ms timeout, ends at 400 ms: whether it
  // has counted its attempt by now depends on the machine's speed)
  console.log("attempts:", Object.fromEntries([...attempts].filter(([u]) => u !== "/c").sort(([a], [b]) => a.localeCompare(b))));

  const first = await Promise.any([
    sleep(80).then(() => "slow"),
    sleep(20).then(() => { throw new Error("fast but broken"); }),
    sleep(50).then(() => "medium"),
  ]);
  console.log("any:", first);
  try {
    await Promise.any([Promise.reject(new Error("x")), Promise.reject(new Error("y"))]);
  } catch (e) {
    if (e instanceof AggregateError) console.log("aggregate:", e.errors.map((x: Error) => x.message));
  }

  const order: string[] = [];
  await Promise.all(
    [3, 1, 2].map(async (n) => {
      await sleep(n * 60);
      order.push(`t${n}`);
    }),
  );
  console.log("all order:", order.join(","));
  for await (const x of (async function* () { yield* [1, 2]; await sleep(5); yield 3; })()) order.push(String(x));
  console.log(order);
}

main().then(
  () => console.log("done"),
  (e) => console.log("main failed", e),
);
