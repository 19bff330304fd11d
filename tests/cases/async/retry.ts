// A retry helper with exponential backoff on timers, a timeout wrapper built
// on Promise.race, and a flaky operation that succeeds on its third attempt.
function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super("timed out after " + ms + " ms");
    this.name = "TimeoutError";
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  const timer = new Promise<T>((_resolve, reject) => {
    setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([p, timer]);
}

async function retry<T>(op: (attempt: number) => Promise<T>, attempts: number, baseMs: number): Promise<T> {
  let lastError: unknown = undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const v = await op(attempt);
      console.log("attempt " + attempt + " succeeded");
      return v;
    } catch (e) {
      lastError = e;
      const wait = baseMs * 2 ** (attempt - 1);
      console.log("attempt " + attempt + " failed (" + (e instanceof Error ? e.message : String(e)) + "), waiting " + wait);
      if (attempt < attempts) await sleep(wait);
    }
  }
  throw lastError;
}

let calls = 0;
async function flaky(attempt: number): Promise<string> {
  calls++;
  await sleep(1);
  if (attempt < 3) throw new Error("flaky failure #" + attempt);
  return "payload after " + calls + " calls";
}

async function slow(): Promise<number> {
  await sleep(200);
  return 1;
}

async function main(): Promise<void> {
  console.log(await retry(flaky, 5, 2));
  try {
    await retry(async (n: number): Promise<number> => {
      throw new Error("always " + n);
    }, 3, 1);
  } catch (e) {
    console.log("gave up:", e instanceof Error ? e.message : e);
  }
  try {
    await withTimeout(slow(), 20);
  } catch (e) {
    console.log(e instanceof TimeoutError ? e.name + ": " + e.message : "other");
  }
  console.log("fast:", await withTimeout(Promise.resolve(42), 50));
}

main();
