// A least-recently-used cache on top of Map's insertion order.
export interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
}

export default class LRUCache<K, V> {
  static created = 0;
  private map = new Map<K, V>();
  readonly stats: CacheStats = { hits: 0, misses: 0, evictions: 0 };

  constructor(readonly capacity: number, private onEvict?: (key: K, value: V) => void) {
    if (capacity < 1) throw new RangeError("capacity must be at least 1");
    LRUCache.created++;
  }

  get(key: K): V | undefined {
    if (!this.map.has(key)) {
      this.stats.misses++;
      return undefined;
    }
    const v = this.map.get(key)!;
    this.map.delete(key);
    this.map.set(key, v);
    this.stats.hits++;
    return v;
  }

  has(key: K): boolean {
    return this.map.has(key);
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

  get size(): number {
    return this.map.size;
  }

  keys(): K[] {
    return [...this.map.keys()];
  }

  static hitRate(s: CacheStats): string {
    const total = s.hits + s.misses;
    return total === 0 ? "n/a" : `${((100 * s.hits) / total).toFixed(1)}%`;
  }
}
