// Generic type aliases of function types, optional and default parameters, a Pair<A, B> that swaps.
type Mapper<T, U> = (x: T) => U;
type Pred<T> = (x: T) => boolean;
function mapAll<T, U>(xs: T[], f: Mapper<T, U>): U[] { return xs.map(f); }
function keep<T>(xs: T[], p: Pred<T>): T[] { return xs.filter(p); }
const toLen: Mapper<string, number> = (s) => s.length;
console.log(mapAll(["a", "bcd"], toLen), keep([1, 2, 3, 4], (n) => n % 2 === 0));
function fill<T>(n: number, v: T, out: T[] = []): T[] { for (let i = 0; i < n; i++) out.push(v); return out; }
console.log(fill(2, "x"), fill(1, 5, [9]));
function opt<T>(x: T, label?: string): string { return (label ?? "v") + "=" + String(x); }
console.log(opt(1), opt(true, "b"));
class Pair<A, B> {
  constructor(readonly a: A, readonly b: B) {}
  swap(): Pair<B, A> { return new Pair(this.b, this.a); }
  toString(): string { return "(" + String(this.a) + ", " + String(this.b) + ")"; }
}
const p = new Pair(1, "one");
console.log(p.swap().toString(), p.swap().swap().a + 1, p);
const ps: Pair<number, string>[] = [p, new Pair(2, "two")];
console.log(ps.map((q) => q.swap().a).join());
