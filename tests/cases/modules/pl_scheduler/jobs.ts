import { sleep, currentTime } from "./clock";

export class JobError extends Error {
  constructor(readonly job: string, message: string, readonly attempt: number) {
    super(`${job}: ${message} (attempt ${attempt})`);
  }
}
export class Timeout extends JobError {}

export interface JobSpec {
  name: string;
  cost: number;
  failTimes?: number;
  deps?: string[];
}

const attempts = new Map<string, number>();

export async function execute(spec: JobSpec): Promise<string> {
  const n = (attempts.get(spec.name) ?? 0) + 1;
  attempts.set(spec.name, n);
  await sleep(spec.cost);
  if (spec.cost > 50) throw new Timeout(spec.name, "too slow", n);
  if (n <= (spec.failTimes ?? 0)) throw new JobError(spec.name, "flaky failure", n);
  return `${spec.name}@${currentTime()}`;
}

export async function withRetry<T>(fn: () => Promise<T>, tries: number, backoff: number, log: (s: string) => void): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof Timeout || i >= tries) throw e;
      log(`retry after ${(e as Error).message}`);
      await sleep(backoff * 2 ** (i - 1));
    }
  }
}

export async function* progress(names: string[], every: number): AsyncGenerator<string, number> {
  let ticks = 0;
  for (const name of names) {
    await sleep(every);
    ticks++;
    yield `${name} tick ${ticks} at ${currentTime()}`;
  }
  return ticks;
}
