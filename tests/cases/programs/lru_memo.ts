// LRU cache built on Map insertion order, with stats and a memoize helper.
interface CacheStats { hits: number; misses: number; evictions: number; }

class LRUCache<K, V> {
  private readonly map = new Map<K, V>();
  private readonly stats: CacheStats = { hits: 0, misses: 0, evictions: 0 };
  onEvict?: (key: K, value: V) => void;

  constructor(public readonly capacity: number) {
    if (capacity <= 0) throw new RangeError("capacity must be positive");
  }

  get(key: K): V | undefined {
    if (!this.map.has(key)) { this.stats.misses++; return undefined; }
    const v = this.map.get(key) as V;
    this.map.delete(key);
    this.map.set(key, v);
    this.stats.hits++;
    return v;
  }

  set(key: K, value: V): this {
    if (this.map.has(key)) this.map.delete(key);
    else if (this.map.size >= this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) {
        const k = oldest.value;
        const v = this.map.get(k)!;
        this.map.delete(k);
        this.stats.evictions++;
        this.onEvict?.(k, v);
      }
    }
    this.map.set(key, value);
    return this;
  }

  has(key: K): boolean { return this.map.has(key); }
  get size(): number { return this.map.size; }
  keys(): K[] { return Array.from(this.map.keys()); }
  snapshot(): Readonly<CacheStats> { return { ...this.stats }; }
  *entries(): IterableIterator<[K, V]> { yield* this.map.entries(); }
}

function memoize<A extends unknown[], R>(fn: (...args: A) => R, cache: LRUCache<string, R>): (...args: A) => R {
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const r = fn(...args);
    cache.set(key, r);
    return r;
  };
}

const evicted: string[] = [];
const c = new LRUCache<string, number>(3);
c.onEvict = (k, v) => evicted.push(`${k}:${v}`);
c.set("a", 1).set("b", 2).set("c", 3);
console.log(c.keys(), c.get("a"));
c.set("d", 4);
console.log(c.keys(), c.has("b"), c.get("b"));
c.set("c", 30).set("e", 5);
console.log(c.keys(), evicted);
for (const [k, v] of c.entries()) console.log(`  ${k} -> ${v}`);
console.log(c.snapshot());

let calls = 0;
const slowSquareSum = (a: number, b: number): number => { calls++; return a * a + b * b; };
const fast = memoize(slowSquareSum, new LRUCache<string, number>(2));
const results = [[1, 2], [3, 4], [1, 2], [5, 6], [3, 4], [1, 2]].map(([a, b]) => fast(a, b));
console.log(results, "calls:", calls);

const objCache = new LRUCache<number, { name: string; tags: string[] }>(2);
objCache.set(1, { name: "one", tags: [] }).set(2, { name: "two", tags: ["even"] });
objCache.get(1)!.tags.push("first");
objCache.set(3, { name: "three", tags: ["odd"] });
console.log([...objCache.entries()]);
console.log(objCache.get(2) ?? "gone", objCache.size, objCache.capacity);

try {
  new LRUCache<string, string>(0);
} catch (e) {
  if (e instanceof RangeError) console.log(`${e.name}: ${e.message}`);
}

// fib with memo through a cache that is too small to hold everything
const fibCache = new LRUCache<number, bigint>(50);
function fib(n: number): bigint {
  if (n < 2) return BigInt(n);
  const hit = fibCache.get(n);
  if (hit !== undefined) return hit;
  const r = fib(n - 1) + fib(n - 2);
  fibCache.set(n, r);
  return r;
}
console.log(fib(90).toString(), fibCache.snapshot());
