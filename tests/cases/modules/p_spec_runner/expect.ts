export class AssertionError extends Error {
  constructor(message: string, readonly actual: string, readonly expected: string) {
    super(message);
    this.name = "AssertionError";
  }
}
function show(v: unknown): string {
  return typeof v === "string" ? JSON.stringify(v) : Array.isArray(v) ? `[${v.map(show).join(", ")}]` : String(v);
}
export class Matchers<T> {
  constructor(protected readonly actual: T, protected readonly negated = false) {}
  protected check(ok: boolean, what: string, expected: unknown): void {
    if (ok === this.negated)
      throw new AssertionError(`expected ${show(this.actual)} ${this.negated ? "not " : ""}${what} ${show(expected)}`, show(this.actual), show(expected));
  }
  toBe(expected: T): void { this.check(this.actual === expected, "to be", expected); }
  toEqual(expected: T): void { this.check(JSON.stringify(this.actual) === JSON.stringify(expected), "to equal", expected); }
  toBeTruthy(): void { this.check(!!this.actual, "to be", "truthy"); }
}
export class NumberMatchers extends Matchers<number> {
  get not(): NumberMatchers { return new NumberMatchers(this.actual, !this.negated); }
  toBeGreaterThan(n: number): void { this.check(this.actual > n, "to be greater than", n); }
  toBeCloseTo(n: number, digits = 2): void { this.check(Math.abs(this.actual - n) < Math.pow(10, -digits) / 2, "to be close to", n); }
}
export class FnMatchers extends Matchers<() => unknown> {
  toThrow(fragment?: string): void {
    let thrown = false, msg = "";
    try { this.actual(); } catch (e) { thrown = true; msg = e instanceof Error ? e.message : String(e); }
    this.check(thrown && (fragment === undefined || msg.includes(fragment)), "to throw", fragment ?? "anything");
  }
}
export function expect(v: number): NumberMatchers;
export function expect(v: () => unknown): FnMatchers;
export function expect(v: unknown): Matchers<unknown>;
export function expect(v: unknown): Matchers<unknown> | NumberMatchers | FnMatchers {
  if (typeof v === "number") return new NumberMatchers(v);
  if (typeof v === "function") return new FnMatchers(v as () => unknown);
  return new Matchers<unknown>(v);
}
