// An LRU cache with per-entry TTL on a fake clock, size-aware eviction,
// statistics through getters, and a memoize helper built on top of it.

interface CacheOptions<V> {
  readonly maxEntries: number;
  readonly maxSize?: number;
  readonly ttl?: number;
  sizeOf?(value: V): number;
  onEvict?: (key: string, value: V, reason: EvictReason) => void;
}

type EvictReason = "capacity" | "size" | "expired" | "deleted";

class Clock {
  private t = 0;
  now(): number { return this.t; }
  advance(ms: number): void { this.t += ms; }
}

interface Entry<V> {
  value: V;
  size: number;
  expires: number;
}

class LruCache<V> implements Iterable<[string, V]> {
  readonly #map = new Map<string, Entry<V>>();
  #size = 0;
  #hits = 0;
  #misses = 0;
  #maxEntries: number;

  constructor(private readonly opts: CacheOptions<V>, private readonly clock: Clock) {
    if (opts.maxEntries < 1) throw new RangeError(`maxEntries must be >= 1, got ${opts.maxEntries}`);
    this.#maxEntries = opts.maxEntries;
  }

  get size(): number { return this.#map.size; }
  get totalSize(): number { return this.#size; }
  get hitRate(): string {
    const total = this.#hits + this.#misses;
    return total === 0 ? "n/a" : `${((this.#hits / total) * 100).toFixed(1)}%`;
  }
  get maxEntries(): number { return this.#maxEntries; }
  set maxEntries(n: number) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`bad maxEntries ${n}`);
    this.#maxEntries = n;
    this.#trim();
  }

  get(key: string): V | undefined {
    const e = this.#map.get(key);
    if (!e) { this.#misses++; return undefined; }
    if (e.expires <= this.clock.now()) {
      this.#remove(key, e, "expired");
      this.#misses++;
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.#map.delete(key);
    this.#map.set(key, e);
    this.#hits++;
    return e.value;
  }

  peek(key: string): V | undefined {
    return this.#map.get(key)?.value;
  }

  set(key: string, value: V, ttl = this.opts.ttl ?? Infinity): this {
    const old = this.#map.get(key);
    if (old) this.#remove(key, old, "deleted", false);
    const size = this.opts.sizeOf?.(value) ?? 1;
    if (this.opts.maxSize !== undefined && size > this.opts.maxSize) {
      throw new RangeError(`entry ${key} (${size}) exceeds maxSize ${this.opts.maxSize}`);
    }
    this.#map.set(key, { value, size, expires: this.clock.now() + ttl });
    this.#size += size;
    this.#trim();
    return this;
  }

  delete(key: string): boolean {
    const e = this.#map.get(key);
    if (!e) return false;
    this.#remove(key, e, "deleted");
    return true;
  }

  prune(): number {
    let n = 0;
    const now = this.clock.now();
    for (const [k, e] of this.#map) {
      if (e.expires <= now) { this.#remove(k, e, "expired"); n++; }
    }
    return n;
  }

  *keys(): IterableIterator<string> {
    for (const k of this.#map.keys()) yield k;
  }

  *[Symbol.iterator](): Iterator<[string, V]> {
    for (const [k, e] of this.#map) yield [k, e.value];
  }

  #remove(key: string, e: Entry<V>, reason: EvictReason, notify = true): void {
    this.#map.delete(key);
    this.#size -= e.size;
    if (notify) this.opts.onEvict?.(key, e.value, reason);
  }

  #trim(): void {
    const over = () =>
      this.#map.size > this.#maxEntries || (this.opts.maxSize !== undefined && this.#size > this.opts.maxSize);
    while (over()) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      const e = this.#map.get(oldest.value)!;
      this.#remove(oldest.value, e, this.#map.size > this.#maxEntries ? "capacity" : "size");
    }
  }
}

function memoize<A extends readonly unknown[], R>(fn: (...args: A) => R, cache: LruCache<R>): (...args: A) => R {
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const r = fn(...args);
    cache.set(key, r);
    return r;
  };
}

const clock = new Clock();
const evictions: string[] = [];
const cache = new LruCache<string>(
  {
    maxEntries: 4,
    maxSize: 40,
    ttl: 1000,
    sizeOf: (v) => v.length,
    onEvict: (k, v, why) => evictions.push(`${k}(${v.length}):${why}`),
  },
  clock,
);

cache.set("a", "alpha").set("b", "bravo").set("c", "charlie").set("d", "delta");
console.log([...cache.keys()].join(","), cache.totalSize);
cache.get("a");
cache.set("e", "echo");
console.log([...cache.keys()].join(","), cache.totalSize);
cache.set("f", "a fairly long value that is big");
console.log([...cache.keys()].join(","), cache.totalSize);
clock.advance(600);
cache.set("g", "golf", 200);
clock.advance(300);
console.log("get g:", cache.get("g"), "peek f:", cache.peek("f"));
clock.advance(200);
console.log("pruned:", cache.prune(), [...cache]);
try {
  cache.set("huge", "x".repeat(41));
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
cache.maxEntries = 1;
console.log("maxEntries", cache.maxEntries, "size", cache.size);
try {
  cache.maxEntries = 0.5;
} catch (e) {
  console.log(String(e));
}
console.log("delete missing:", cache.delete("zzz"));
console.log(evictions);
console.log("hit rate:", cache.hitRate);

let calls = 0;
const fibCache = new LruCache<number>({ maxEntries: 100 }, clock);
const slowAdd = memoize((a: number, b: number): number => { calls++; return a + b; }, fibCache);
const results = [slowAdd(1, 2), slowAdd(1, 2), slowAdd(2, 1), slowAdd(1, 2)];
console.log(results, "calls:", calls, "hit rate:", fibCache.hitRate, "keys:", [...fibCache.keys()]);

const empty = new LruCache<boolean>({ maxEntries: 2 }, clock);
console.log(empty.hitRate, [...empty], empty.get("nope"), empty.hitRate);
try {
  new LruCache<number>({ maxEntries: 0 }, clock);
} catch (e) {
  if (e instanceof Error) console.log(`${e.name}: ${e.message}`);
}
