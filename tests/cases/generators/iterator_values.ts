// Iterator objects as values: a class delegating [Symbol.iterator]() to its
// array or Map, keys()/values()/entries() returned or kept, next() by hand.
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
