// A generic call in a branch of ?: infers what its arguments leave open from
// the expected type (here the declared return type), as tsc does.
class Result<T, E = string> {
  private constructor(private readonly ok: boolean, private readonly value?: T, private readonly error?: E) {}
  static ok<T, E = string>(v: T): Result<T, E> { return new Result<T, E>(true, v); }
  static err<T, E = string>(e: E): Result<T, E> { return new Result<T, E>(false, undefined, e); }
  map<U>(f: (v: T) => U): Result<U, E> { return this.ok ? Result.ok<U, E>(f(this.value as T)) : Result.err<U, E>(this.error as E); }
  flatMap<U>(f: (v: T) => Result<U, E>): Result<U, E> { return this.ok ? f(this.value as T) : Result.err<U, E>(this.error as E); }
  unwrapOr(d: T): T { return this.ok ? (this.value as T) : d; }
  toString(): string { return this.ok ? `Ok(${JSON.stringify(this.value)})` : `Err(${String(this.error)})`; }
}
const parse = (s: string): Result<number> => (/^-?\d+$/.test(s) ? Result.ok(parseInt(s, 10)) : Result.err(`not an int: "${s}"`));
const positive = (n: number): Result<number> => (n > 0 ? Result.ok(n) : Result.err(`not positive: ${n}`));
function half(n: number): Result<number> {
  return n % 2 === 0 ? Result.ok(n / 2) : Result.err(`odd: ${n}`);
}
function none<T>(): T[] {
  return [];
}
const pick = (xs: number[] | undefined): number[] => (xs ? xs : none());
for (const s of ["12", "-3", "x1", "7"]) {
  const r = parse(s).flatMap(positive).flatMap(half).map((n) => n * 10);
  console.log(`${s} -> ${r}`, parse(s).unwrapOr(0));
}
console.log(pick(undefined), pick([1, 2]));
