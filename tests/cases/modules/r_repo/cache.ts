// A generic LRU cache with hit statistics.
export interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
}

export class Cache<K, V> {
  private map = new Map<K, V>();
  readonly stats: CacheStats = { hits: 0, misses: 0, evictions: 0 };
  constructor(private readonly capacity: number, private readonly onEvict?: (k: K, v: V) => void) {}

  get(k: K): V | undefined {
    const v = this.map.get(k);
    if (v === undefined) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.map.delete(k);
    this.map.set(k, v);
    return v;
  }
  set(k: K, v: V): void {
    this.map.delete(k);
    this.map.set(k, v);
    while (this.map.size > this.capacity) {
      const [oldK, oldV] = this.map.entries().next().value!;
      this.map.delete(oldK);
      this.stats.evictions++;
      this.onEvict?.(oldK, oldV);
    }
  }
  invalidate(k: K): boolean {
    return this.map.delete(k);
  }
  keys(): K[] {
    return [...this.map.keys()];
  }
}
