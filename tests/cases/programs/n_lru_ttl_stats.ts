// LRU cache with TTL, driven by a fake clock, reporting eviction statistics.

interface Clock {
  now(): number;
}

class FakeClock implements Clock {
  private t = 0;
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

type EvictReason = "capacity" | "expired" | "manual";

interface Entry<V> {
  value: V;
  expiresAt: number;
}

interface Stats {
  hits: number;
  misses: number;
  sets: number;
  evictions: Record<EvictReason, number>;
}

class LruTtlCache<K, V> {
  private map = new Map<K, Entry<V>>();
  readonly stats: Stats = {
    hits: 0,
    misses: 0,
    sets: 0,
    evictions: { capacity: 0, expired: 0, manual: 0 },
  };
  private listeners: Array<(key: K, reason: EvictReason) => void> = [];

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {
    if (capacity <= 0) throw new RangeError(`capacity must be positive, got ${capacity}`);
  }

  onEvict(fn: (key: K, reason: EvictReason) => void): void {
    this.listeners.push(fn);
  }

  private evict(key: K, reason: EvictReason): void {
    this.map.delete(key);
    this.stats.evictions[reason]++;
    for (const l of this.listeners) l(key, reason);
  }

  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (e === undefined) {
      this.stats.misses++;
      return undefined;
    }
    if (e.expiresAt <= this.clock.now()) {
      this.evict(key, "expired");
      this.stats.misses++;
      return undefined;
    }
    // refresh recency
    this.map.delete(key);
    this.map.set(key, e);
    this.stats.hits++;
    return e.value;
  }

  set(key: K, value: V, ttl?: number): this {
    this.stats.sets++;
    if (this.map.has(key)) this.map.delete(key);
    this.map.set(key, { value, expiresAt: this.clock.now() + (ttl ?? this.ttlMs) });
    while (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.evict(oldest.value, "capacity");
    }
    return this;
  }

  delete(key: K): boolean {
    if (!this.map.has(key)) return false;
    this.evict(key, "manual");
    return true;
  }

  prune(): number {
    const now = this.clock.now();
    let n = 0;
    for (const [k, e] of [...this.map]) {
      if (e.expiresAt <= now) {
        this.evict(k, "expired");
        n++;
      }
    }
    return n;
  }

  get size(): number {
    return this.map.size;
  }

  keys(): K[] {
    return Array.from(this.map.keys());
  }

  hitRate(): string {
    const total = this.stats.hits + this.stats.misses;
    return total === 0 ? "n/a" : ((this.stats.hits / total) * 100).toFixed(1) + "%";
  }
}

const clock = new FakeClock();
const cache = new LruTtlCache<string, { id: number; name: string }>(3, 1000, clock);
const log: string[] = [];
cache.onEvict((k, why) => log.push(`${k}:${why}@${clock.now()}`));

cache.set("u1", { id: 1, name: "Ada" }).set("u2", { id: 2, name: "Linus" });
cache.set("u3", { id: 3, name: "Grace" }, 300);
console.log("keys", cache.keys().join(","));
console.log("get u1", cache.get("u1")?.name);
cache.set("u4", { id: 4, name: "Ken" });
console.log("after u4", cache.keys());
clock.advance(350);
console.log("u3 expired?", cache.get("u3") === undefined);
console.log("u2 gone", cache.get("u2"));
clock.advance(700);
console.log("pruned", cache.prune(), "size", cache.size);
cache.set("u5", { id: 5, name: "Barbara" });
console.log("delete u5", cache.delete("u5"), "again", cache.delete("u5"));

// a burst workload with a simple deterministic generator
let seed = 42;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
for (let i = 0; i < 200; i++) {
  const key = "k" + Math.floor(rand() * 6);
  clock.advance(Math.floor(rand() * 120));
  if (cache.get(key) === undefined) cache.set(key, { id: i, name: key.toUpperCase() });
}

console.log("stats", JSON.stringify(cache.stats));
console.log("hit rate", cache.hitRate());
const byReason = new Map<string, number>();
for (const entry of log) {
  const reason = entry.split(":")[1].split("@")[0];
  byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
}
console.log([...byReason.entries()].sort((a, b) => b[1] - a[1]));
console.log("first evictions", log.slice(0, 5));
try {
  new LruTtlCache<number, number>(0, 10, clock);
} catch (e) {
  if (e instanceof RangeError) console.log(e.name + ": " + e.message);
}
