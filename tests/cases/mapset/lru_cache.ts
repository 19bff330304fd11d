// An LRU cache: a Map's insertion order is its recency order, so a hit is
// delete + set (moves the key to the end) and eviction takes the first key.
class LRUCache {
  private entries = new Map<string, number>();
  hits = 0;
  misses = 0;
  evictions = 0;
  constructor(private readonly capacity: number, private readonly verbose: boolean) {}

  get(key: string): number | undefined {
    const v = this.entries.get(key);
    if (v === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, v);
    return v;
  }

  put(key: string, value: number): void {
    if (this.entries.has(key)) this.entries.delete(key);
    else if (this.entries.size >= this.capacity) {
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        this.evictions++;
        if (this.verbose) console.log("evict", k);
        break;
      }
    }
    this.entries.set(key, value);
  }

  keys(): string[] {
    return Array.from(this.entries.keys());
  }
}

const cache = new LRUCache(3, true);
cache.put("a", 1);
cache.put("b", 2);
cache.put("c", 3);
console.log(cache.keys());
console.log(cache.get("a"));
cache.put("d", 4);
console.log(cache.keys());
console.log(cache.get("b"), cache.get("c"));
cache.put("a", 10);
cache.put("e", 5);
console.log(cache.keys(), cache.get("a"));
console.log(cache);

// Many operations: the table compacts while staying in order.
const big = new LRUCache(100, false);
let sum = 0;
for (let i = 0; i < 20000; i++) {
  const k = "k" + ((i * i * 7919 + (i >> 3)) % 151);
  const v = big.get(k);
  if (v === undefined) big.put(k, i);
  else sum += v;
}
console.log(big.hits, big.misses, big.evictions, sum, big.keys().length, big.keys().slice(0, 5));
