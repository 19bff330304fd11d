// A retry loop: an operation that fails a few times before it succeeds.
class TransientError extends Error {
  constructor(public attempt: number) {
    super("temporary failure on attempt " + attempt);
    this.name = "TransientError";
  }
}
class FatalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FatalError";
  }
}

let calls = 0;
function flaky(failures: number): string {
  calls++;
  if (calls <= failures) throw new TransientError(calls);
  return "ok after " + calls + " calls";
}

function retry(op: () => string, max: number): string {
  let lastError: unknown = undefined;
  for (let attempt = 1; attempt <= max; attempt++) {
    try {
      return op();
    } catch (e) {
      lastError = e;
      if (e instanceof TransientError) {
        console.log("  retrying after:", e.message);
        continue;
      }
      throw e;
    } finally {
      console.log("  attempt", attempt, "done");
    }
  }
  throw new FatalError("gave up after " + max + " attempts (" + String(lastError) + ")");
}

calls = 0;
console.log(retry(() => flaky(2), 5));
calls = 0;
try {
  console.log(retry(() => flaky(10), 3));
} catch (e) {
  if (e instanceof FatalError) console.log("fatal:", e.message);
}
try {
  retry(() => { throw new RangeError("bad input"); }, 3);
} catch (e) {
  console.log(e instanceof RangeError, e instanceof TransientError, String(e));
}
console.log("total calls", calls);
