// Retry helper with exponential backoff, per-attempt timeouts via Promise.race, and custom errors.
class TimeoutError extends Error {
  constructor(readonly ms: number, label: string) {
    super(`${label} timed out after ${ms}ms`);
    this.name = 'TimeoutError';
  }
}

class RetryExhaustedError extends Error {
  readonly attempts: number;
  readonly causes: Error[];
  constructor(attempts: number, causes: Error[]) {
    super(`gave up after ${attempts} attempts: ${causes.map((c) => c.message).join('; ')}`);
    this.name = 'RetryExhaustedError';
    this.attempts = attempts;
    this.causes = causes;
  }
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
  get retryable(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

interface RetryOptions {
  retries: number;
  baseMs: number;
  factor?: number;
  maxMs?: number;
  timeoutMs?: number;
  shouldRetry?: (err: Error, attempt: number) => boolean;
  onRetry?: (err: Error, attempt: number, delay: number) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(p: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms, label)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

async function retry<T>(label: string, fn: (attempt: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  const { retries, baseMs, factor = 2, maxMs = 1000, timeoutMs } = opts;
  const causes: Error[] = [];
  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    try {
      const p = fn(attempt);
      return await (timeoutMs !== undefined ? withTimeout(p, timeoutMs, `${label}#${attempt}`) : p);
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      causes.push(err);
      const retryable = opts.shouldRetry ? opts.shouldRetry(err, attempt) : true;
      if (!retryable) throw err;
      if (attempt > retries) break;
      const delay = Math.min(maxMs, baseMs * factor ** (attempt - 1));
      opts.onRetry?.(err, attempt, delay);
      await sleep(delay);
    }
  }
  throw new RetryExhaustedError(causes.length, causes);
}

// A fake flaky service: scripted outcomes per call.
type Outcome = { ok: string } | { fail: number } | { hang: number };

function flaky(name: string, script: Outcome[]) {
  let calls = 0;
  return async (attempt: number): Promise<string> => {
    const step = script[Math.min(calls++, script.length - 1)];
    if ('hang' in step) {
      await sleep(step.hang);
      return `${name} late result`;
    }
    await sleep(1);
    if ('fail' in step) throw new HttpError(step.fail);
    return `${step.ok} (attempt ${attempt})`;
  };
}

const log: string[] = [];
const onRetry = (err: Error, attempt: number, delay: number) =>
  log.push(`  retry #${attempt} after ${err.name}: ${err.message}, waiting ${delay}ms`);

async function run(label: string, p: () => Promise<string>): Promise<void> {
  const start = log.length;
  try {
    const v = await p();
    console.log(`${label}: OK ${v}`);
  } catch (e) {
    if (e instanceof RetryExhaustedError) {
      console.log(`${label}: EXHAUSTED after ${e.attempts}`);
      console.log(`  causes: ${e.causes.map((c) => c.constructor.name).join(', ')}`);
      console.log(`  ${e.message}`);
    } else if (e instanceof HttpError) {
      console.log(`${label}: FATAL ${e.status} retryable=${e.retryable}`);
    } else {
      console.log(`${label}: other`, (e as Error).message);
    }
  }
  for (const line of log.slice(start)) console.log(line);
}

async function main() {
  const retryHttp = (err: Error) => !(err instanceof HttpError) || err.retryable;

  await run('steady', () => retry('steady', flaky('a', [{ ok: 'hello' }]), { retries: 3, baseMs: 5 }));
  await run('eventually', () =>
    retry('eventually', flaky('b', [{ fail: 503 }, { fail: 429 }, { ok: 'done' }]), {
      retries: 4, baseMs: 2, factor: 3, shouldRetry: retryHttp, onRetry,
    }));
  await run('fatal', () =>
    retry('fatal', flaky('c', [{ fail: 500 }, { fail: 404 }, { ok: 'never' }]), {
      retries: 5, baseMs: 1, shouldRetry: retryHttp, onRetry,
    }));
  await run('exhausted', () =>
    retry('exhausted', flaky('d', [{ fail: 502 }]), { retries: 2, baseMs: 3, maxMs: 4, onRetry }));
  await run('timeouts', () =>
    retry('timeouts', flaky('e', [{ hang: 80 }, { hang: 60 }, { ok: 'fast' }]), {
      retries: 3, baseMs: 1, timeoutMs: 20, onRetry,
    }));
  await run('all slow', () =>
    retry('slow', flaky('f', [{ hang: 50 }]), { retries: 1, baseMs: 1, timeoutMs: 10, onRetry }));

  const results = await Promise.allSettled([
    retry('p1', flaky('p1', [{ ok: 'one' }]), { retries: 0, baseMs: 1 }),
    retry('p2', flaky('p2', [{ fail: 418 }]), { retries: 0, baseMs: 1 }),
    withTimeout(sleep(30).then(() => 'slow'), 5, 'p3'),
  ]);
  for (const r of results) {
    if (r.status === 'fulfilled') console.log('settled ok', r.value);
    else console.log('settled err', r.reason instanceof Error ? `${r.reason.name}: ${r.reason.message}` : r.reason);
  }
  const te = new TimeoutError(5, 'x');
  console.log(te.ms, te.stack?.split('\n')[0]);
}

main().then(() => console.log('main finished'));
