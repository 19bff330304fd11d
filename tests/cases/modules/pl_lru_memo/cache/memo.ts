// Wraps a function so that repeated calls with the same arguments hit a cache.
import LRUCache, { type CacheStats } from "./lru";

export type KeyFn<A extends unknown[]> = (...args: A) => string;

export interface Memoized<A extends unknown[], R> {
  (...args: A): R;
}

const registry: { name: string; stats: CacheStats; size: () => number }[] = [];

export function memoize<A extends unknown[], R>(name: string, fn: (...args: A) => R, capacity = 100, key: KeyFn<A> = (...args) => args.join("|")): Memoized<A, R> {
  const cache = new LRUCache<string, R>(capacity);
  registry.push({ name, stats: cache.stats, size: () => cache.size });
  return (...args: A): R => {
    const k = key(...args);
    const hit = cache.get(k);
    if (hit !== undefined) return hit;
    const r = fn(...args);
    cache.set(k, r);
    return r;
  };
}

export function report(): string[] {
  return registry.map((r) => `${r.name.padEnd(10)} hits=${String(r.stats.hits).padStart(5)} misses=${String(r.stats.misses).padStart(5)} size=${r.size()} rate=${LRUCache.hitRate(r.stats)}`);
}
