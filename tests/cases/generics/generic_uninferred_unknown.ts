// A type parameter that appears in no argument and has no constraint or
// default is unknown, as tsc infers it (Kiln refused the call).
function empty<T>(): T[] {
  return [];
}
const xs = empty();
console.log(xs, xs.length);
class LRU<K, V> {
  private map = new Map<K, V>();
  constructor(private readonly cap: number) {
    if (cap <= 0) throw new RangeError("capacity must be positive");
  }
  set(k: K, v: V): this {
    this.map.delete(k);
    this.map.set(k, v);
    if (this.map.size > this.cap) this.map.delete(this.map.keys().next().value!);
    return this;
  }
  *entries(): IterableIterator<[K, V]> { yield* this.map; }
  *keys(): IterableIterator<K> { yield* this.map.keys(); }
  get size() { return this.map.size; }
}
try { new LRU(0); } catch (e) { console.log(`${e}`); }
const any = new LRU(2);
any.set("a", 1).set(2, "b").set(true, null);
console.log(any.size, [...any.keys()], [...any.entries()]);
const typed = new LRU<string, number>(2).set("x", 1).set("y", 2).set("z", 3);
console.log([...typed.entries()], [...typed.keys()]);
function* letters(s: string) { yield* s; yield* new Set(["!", "?"]); }
console.log([...letters("héllo")].join("|"));
