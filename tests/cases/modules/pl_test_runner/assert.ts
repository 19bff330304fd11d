// A small assertion library exported as a default object.
export class AssertionError extends Error {
  constructor(message: string, readonly actual: unknown, readonly expected: unknown) {
    super(message);
    this.name = "AssertionError";
  }
}

function show(v: unknown): string {
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  return false;
}

const assert = {
  equal(actual: unknown, expected: unknown, msg?: string): void {
    if (actual !== expected) throw new AssertionError(msg ?? `expected ${show(expected)}, got ${show(actual)}`, actual, expected);
  },
  deepEqual(actual: unknown[], expected: unknown[]): void {
    if (!deepEqual(actual, expected))
      throw new AssertionError(`expected [${expected.map(show).join(", ")}], got [${actual.map(show).join(", ")}]`, actual, expected);
  },
  ok(cond: boolean, msg = "expected truthy"): void {
    if (!cond) throw new AssertionError(msg, cond, true);
  },
  async rejects(fn: () => Promise<unknown>, pattern: RegExp): Promise<void> {
    try {
      await fn();
    } catch (e) {
      const m = e instanceof Error ? e.message : String(e);
      if (!pattern.test(m)) throw new AssertionError(`rejected with "${m}", not ${pattern}`, m, pattern.source);
      return;
    }
    throw new AssertionError("expected a rejection", undefined, pattern.source);
  },
};

export default assert;
