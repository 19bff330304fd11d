// An async job queue with a concurrency limit: jobs are async functions,
// workers pull from a shared queue, results keep submission order.
// Jobs wait a number of event-loop turns (setImmediate), not milliseconds:
// with timers, a loaded machine that stalls 50 ms reorders the log.
type Job<T> = () => Promise<T>;

class JobQueue {
  private queue: Job<string>[] = [];
  private running = 0;
  private maxRunning = 0;
  readonly log: string[] = [];

  constructor(private readonly limit: number) {}

  add(job: Job<string>): void {
    this.queue.push(job);
  }

  async runAll(): Promise<string[]> {
    const results: string[] = [];
    const jobs = this.queue.slice();
    let next = 0;
    const worker = async (id: number): Promise<void> => {
      while (next < jobs.length) {
        const index = next++;
        this.running++;
        if (this.running > this.maxRunning) this.maxRunning = this.running;
        this.log.push("w" + id + " start " + index);
        try {
          results[index] = await jobs[index]();
        } catch (e) {
          results[index] = "failed: " + (e instanceof Error ? e.message : String(e));
        } finally {
          this.running--;
        }
        this.log.push("w" + id + " done " + index);
      }
    };
    const workers: Promise<void>[] = [];
    for (let w = 0; w < this.limit; w++) workers.push(worker(w));
    await Promise.all(workers);
    return results;
  }

  get peak(): number {
    return this.maxRunning;
  }
}

function afterTurns(n: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const step = (left: number): void => {
      if (left === 0) resolve();
      else setImmediate(() => step(left - 1));
    };
    step(n);
  });
}

function makeJob(name: string, turns: number, fail: boolean): Job<string> {
  return async () => {
    await afterTurns(turns);
    if (fail) throw new Error(name + " broke");
    return name.toUpperCase();
  };
}

async function main(): Promise<void> {
  const q = new JobQueue(2);
  const specs: { name: string; turns: number; fail: boolean }[] = [
    { name: "alpha", turns: 6, fail: false },
    { name: "beta", turns: 2, fail: false },
    { name: "gamma", turns: 1, fail: true },
    { name: "delta", turns: 10, fail: false },
    { name: "epsilon", turns: 1, fail: false },
  ];
  for (const s of specs) q.add(makeJob(s.name, s.turns, s.fail));
  const results = await q.runAll();
  console.log(results);
  console.log("peak concurrency", q.peak);
  console.log(q.log.join("\n"));
}

main().catch((e) => console.log("unexpected", e));
