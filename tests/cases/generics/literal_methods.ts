// Generic methods and arrow functions as object literal properties: called per instantiation, by name.
interface Box<T> { value: T }
const util = {
  prefix: "p",
  id<T>(x: T): T { return x; },
  wrap: <T,>(x: T) => [x],
  box<T>(value: T): Box<T> { return { value }; },
  tag<T>(x: T) { return this.prefix + ":" + String(x); },
  twice<T>(x: T): [T, T] { return [this.id(x), this.id(x)]; },
  first<T>(xs: T[], fallback: T): T { return xs.length ? xs[0] : fallback; },
  map<T, U>(xs: T[], f: (x: T) => U): U[] { const out: U[] = []; for (const x of xs) out.push(f(x)); return out; },
  count() { return Object.keys(this).length; },
};
console.log(util.id(3), util.id("s"), util.id(true));
console.log(util.wrap(1), util.wrap("a"));
console.log(util.box(2).value + 1, util.box("x").value.toUpperCase());
console.log(util.tag(5), util.tag([1, 2]));
console.log(util.twice(7), util.twice("q"));
console.log(util.first([], 9), util.first(["a"], "b"));
console.log(util.map([1, 2, 3], (x) => x * 2), util.map(["a"], (s) => s.length));
console.log(util);
console.log(Object.keys(util), JSON.stringify(util), util.count());
util.prefix = "P";
console.log(util.tag(1));
interface Ident { id<T>(x: T): T; name: string }
const i1: Ident = { name: "i1", id<T>(x: T): T { return x; } };
const i2: Ident = { name: "i2", id: <T,>(x: T): T => x };
function use(i: Ident) { return [i.id(1) + 1, i.id("s").length, i.name]; }
console.log(use(i1), use(i2));
function make(n: number) {
  return { n, get<T>(xs: T[]): T { return xs[this.n]; } };
}
const m = make(1);
console.log(m.get([10, 20, 30]), m.get(["a", "b"]));
