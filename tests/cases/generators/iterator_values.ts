// Iterator objects as values: a class delegating [Symbol.iterator]() to its
// array or Map, keys()/values()/entries() returned or kept, next() by hand;
// breaking out of a loop over an array or Map iterator leaves it where it is.
class Bag<T> implements Iterable<T> {
  private items: T[] = [];
  add(...xs: T[]) { this.items.push(...xs); return this; }
  [Symbol.iterator](): Iterator<T> { return this.items[Symbol.iterator](); }
}
class Registry<V> {
  private byName = new Map<string, V>();
  set(k: string, v: V) { this.byName.set(k, v); return this; }
  [Symbol.iterator]() { return this.byName.values(); }
  names() { return this.byName.keys(); }
  pairs() { return this.byName.entries(); }
}
const bag = new Bag<number>().add(3, 1, 2);
console.log([...bag], Array.from(bag).map((x) => x * 10));
for (const x of bag) console.log("bag", x);
const reg = new Registry<{ port: number }>().set("web", { port: 80 }).set("db", { port: 5432 });
console.log([...reg].map((s) => s.port), [...reg.names()]);
for (const [name, svc] of reg.pairs()) console.log(name, svc.port);

const letters = ["a", "b", "c", "d"];
const it = letters.values();
console.log(it.next(), it.next().value);
for (const rest of it) console.log("rest", rest);
console.log(it.next());
const ents = letters.entries();
const first = ents.next();
if (!first.done) console.log(first.value[0], first.value[1]);
const keys = [...letters.keys()];
console.log(keys, [..."héllo"[Symbol.iterator]()].length);
const m = new Map([["x", 1], ["y", 2]]);
const mi = m[Symbol.iterator]();
console.log(mi.next().value, [...mi]);
const s = new Set(["p", "q"]);
const si = s.values();
s.add("r");
console.log([...si], [...s.entries()]);
const xs2 = [1, 2, 3, 4];
const it2 = xs2.values();
for (const x of it2) { console.log(x); if (x === 2) break; }
console.log([...it2]);
const m2 = new Map([["a", 1], ["b", 2], ["c", 3]]);
const mk = m2.keys();
for (const k of mk) { console.log(k); break; }
console.log([...mk]);
function* g() { yield 1; yield 2; yield 3; }
const gi = g();
for (const v of gi) { console.log(v); break; }
console.log([...gi]);
const arr = [5, 6, 7];
for (const v of arr) { if (v === 6) break; }
console.log([...arr]);
