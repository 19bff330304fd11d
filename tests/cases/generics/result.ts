// A Result<T, E>-like class with map/flatMap/unwrapOr, used across instantiations.
class Result<T, E> {
  private constructor(private readonly okValue: T | undefined, private readonly err: E | undefined, readonly ok: boolean) {}
  static success<T, E>(value: T): Result<T, E> {
    return new Result<T, E>(value, undefined, true);
  }
  static failure<T, E>(error: E): Result<T, E> {
    return new Result<T, E>(undefined, error, false);
  }
  map<U>(f: (value: T) => U): Result<U, E> {
    if (this.ok) return Result.success<U, E>(f(this.okValue as T));
    return Result.failure<U, E>(this.err as E);
  }
  flatMap<U>(f: (value: T) => Result<U, E>): Result<U, E> {
    if (this.ok) return f(this.okValue as T);
    return Result.failure<U, E>(this.err as E);
  }
  unwrapOr(fallback: T): T {
    return this.ok ? (this.okValue as T) : fallback;
  }
  describe(): string {
    return this.ok ? "ok(" + String(this.okValue) + ")" : "error(" + String(this.err) + ")";
  }
}

function parseNumber(s: string): Result<number, string> {
  const n = Number(s);
  if (s.trim() === "" || isNaN(n)) return Result.failure<number, string>("not a number: '" + s + "'");
  return Result.success<number, string>(n);
}

function safeSqrt(n: number): Result<number, string> {
  if (n < 0) return Result.failure<number, string>("negative: " + n);
  return Result.success<number, string>(Math.sqrt(n));
}

const inputs: string[] = ["16", "abc", "-4", "2.25", ""];
for (const s of inputs) {
  const r = parseNumber(s).flatMap(safeSqrtCb).map((x) => x * 10);
  console.log(JSON_like(s), r.describe(), r.unwrapOr(-1));
}
function safeSqrtCb(n: number): Result<number, string> {
  return safeSqrt(n);
}
function JSON_like(s: string): string {
  return '"' + s + '"';
}

const labels = parseNumber("42").map((n) => "answer=" + n);
console.log(labels.describe(), labels.unwrapOr("none"));
const bad = parseNumber("x").map((n) => n > 0);
console.log(bad.describe(), bad.unwrapOr(false), bad.ok);
