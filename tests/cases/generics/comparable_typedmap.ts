// Generic constraints (T extends Comparable<T>), default type parameters, generic methods returning other instantiations, conditional aliases, assertNever
interface Comparable<T> { compareTo(o: T): number }
class Money implements Comparable<Money> {
  constructor(readonly cents: number, readonly cur = "USD") {}
  compareTo(o: Money) { return this.cents - o.cents; }
  toString() { return `${(this.cents / 100).toFixed(2)} ${this.cur}`; }
}
function maxOf<T extends Comparable<T>>(xs: T[]): T | undefined {
  let best: T | undefined;
  for (const x of xs) if (best === undefined || x.compareTo(best) > 0) best = x;
  return best;
}
console.log(String(maxOf([new Money(500), new Money(1250), new Money(99)])));
class TypedMap<K extends string | number, V = string> {
  private m = new Map<K, V>();
  set(k: K, v: V) { this.m.set(k, v); return this; }
  map<U>(f: (v: V, k: K) => U): TypedMap<K, U> { const r = new TypedMap<K, U>(); for (const [k, v] of this.m) r.set(k, f(v, k)); return r; }
  entries(): [K, V][] { return [...this.m.entries()]; }
}
const tm = new TypedMap<string>().set("a", "x").set("b", "yy");
console.log(tm.map(v => v.length).entries(), tm.map((v, k) => k + v).entries());
type Unwrap<T> = T extends Promise<infer U> ? U : T;
type ElementOf<T> = T extends (infer E)[] ? E : never;
const n: Unwrap<Promise<number>> = 3;
const e: ElementOf<string[]> = "s";
console.log(n, e);
type NonNull<T> = T extends null | undefined ? never : T;
const nn: NonNull<string | null> = "ok";
console.log(nn);
function assertNever(x: never): never { throw new Error("unexpected " + x); }
type Shape = { k: "c"; r: number } | { k: "s"; a: number };
function area(s: Shape) { switch (s.k) { case "c": return Math.PI * s.r ** 2; case "s": return s.a ** 2; default: return assertNever(s); } }
console.log(area({ k: "s", a: 3 }).toFixed(2));
function groupBy<T, K extends string | number>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> {
  const r = {} as Record<K, T[]>;
  for (const x of xs) (r[key(x)] ??= []).push(x);
  return r;
}
console.log(groupBy([1, 2, 3, 4, 5], x => (x % 2 ? "odd" : "even")));
