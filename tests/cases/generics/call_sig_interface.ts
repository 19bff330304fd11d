// A generic interface whose only member is a call signature is a function type, as a
// non-generic one already was (Kiln refused it as a callable object with properties).
interface Handler<T> { (value: T, index: number): void }
type Mapper<A, B> = { (a: A): B };
interface Pred<T> {
  // a predicate
  (x: T): boolean;
}
function each<T>(xs: T[], h: Handler<T>): void { xs.forEach((x, i) => h(x, i)); }
const len: Mapper<string, number> = (s) => s.length;
const even: Pred<number> = (n) => n % 2 === 0;
each(["ab", "cde"], (s, i) => console.log(i, s, len(s)));
console.log([1, 2, 3, 4].filter(even));
const hs: Handler<number>[] = [(v) => console.log("h", v)];
hs[0](7, 0);
interface Wrapped<A extends unknown[], R> { (...args: A): R }
function wrap<A extends unknown[], R>(f: (...args: A) => R): Wrapped<A, R> { return (...args: A) => f(...args); }
const m = wrap((x: number, y: number) => x * y);
console.log(m(4, 5));
