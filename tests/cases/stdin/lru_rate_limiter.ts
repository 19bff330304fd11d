// lru_rate_limiter: replays a request trace (stdin, one "t_ms client key" per line)
// through a per-client token bucket and an LRU cache with a TTL, read with
// readline's on("line") (whose listener gets a string), then prints hit ratios.
import * as readline from "readline";

class LRUCache<K, V> {
  private map = new Map<K, { value: V; expires: number }>();
  hits = 0;
  misses = 0;
  evictions = 0;
  constructor(private readonly capacity: number, private readonly ttl: number) {
    if (capacity < 1) throw new RangeError("capacity must be >= 1");
  }
  get(key: K, now: number): V | undefined {
    const e = this.map.get(key);
    if (e === undefined || e.expires <= now) {
      if (e) this.map.delete(key);
      this.misses++;
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, e);
    this.hits++;
    return e.value;
  }
  set(key: K, value: V, now: number): void {
    this.map.delete(key);
    this.map.set(key, { value, expires: now + this.ttl });
    while (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value as K;
      this.map.delete(oldest);
      this.evictions++;
    }
  }
  get size(): number { return this.map.size; }
  *entries(): IterableIterator<[K, V]> {
    for (const [k, e] of this.map) yield [k, e.value];
  }
}

class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(private readonly rate: number, private readonly burst: number, now: number) {
    this.tokens = burst;
    this.last = now;
  }
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.burst, this.tokens + elapsed * this.rate);
    this.last = now;
    if (this.tokens >= 1) { this.tokens -= 1; return true; }
    return false;
  }
  get level(): number { return Math.floor(this.tokens * 100) / 100; }
}

const args = process.argv.slice(2);
const num = (flag: string, dflt: number): number => {
  const a = args.find((x) => x.startsWith(`--${flag}=`));
  if (!a) return dflt;
  const v = Number(a.split("=")[1]);
  if (!Number.isFinite(v)) { console.error(`bad ${flag}`); process.exit(2); }
  return v;
};
const cache = new LRUCache<string, string>(num("cap", 8), num("ttl", 2500));
const rate = num("rate", 4), burst = num("burst", 6);
const buckets = new Map<string, TokenBucket>();
const stats = new Map<string, { ok: number; limited: number }>();
let computeCost = 0;

function expensive(key: string): string {
  computeCost += key.length;
  let h = 0x811c9dc5;
  for (const ch of key) { h ^= ch.codePointAt(0)!; h = Math.imul(h, 0x01000193) >>> 0; }
  return h.toString(16).padStart(8, "0");
}

const rl = readline.createInterface({ input: process.stdin });
let n = 0, prevT = -Infinity, outOfOrder = 0;
rl.on("line", (line) => {
  const parts = line.trim().split(/\s+/);
  if (parts.length !== 3) return;
  const [ts, client, key] = parts;
  const t = Number(ts);
  if (t < prevT) outOfOrder++;
  prevT = Math.max(prevT, t);
  n++;
  let b = buckets.get(client);
  if (!b) { b = new TokenBucket(rate, burst, t); buckets.set(client, b); }
  const s = stats.get(client) ?? { ok: 0, limited: 0 };
  stats.set(client, s);
  if (!b.take(t)) { s.limited++; return; }
  s.ok++;
  let v = cache.get(key, t);
  if (v === undefined) { v = expensive(key); cache.set(key, v, t); }
  if (n % 50 === 0) console.log(`[${String(t).padStart(6)}] ${client.padEnd(6)} ${key.padEnd(14)} -> ${v} (bucket ${b.level})`);
});
rl.on("close", () => {
  console.log(`requests: ${n}, out of order: ${outOfOrder}`);
  const total = cache.hits + cache.misses;
  console.log(`cache: ${cache.hits} hits / ${total} (${((cache.hits / total) * 100).toFixed(1)}%), ${cache.evictions} evictions, cost ${computeCost}`);
  console.log("client   ok  limited  share");
  for (const [c, s] of [...stats].sort((a, b) => a[0].localeCompare(b[0]))) {
    const share = s.ok / (s.ok + s.limited);
    console.log(`${c.padEnd(6)} ${String(s.ok).padStart(4)} ${String(s.limited).padStart(8)}  ${(share * 100).toFixed(0).padStart(4)}%`);
  }
  console.log("cache (LRU order):", [...cache.entries()].map(([k, v]) => `${k}=${v.slice(0, 4)}`).join(" "));
  try {
    new LRUCache<number, number>(0, 1);
  } catch (e) {
    console.log(`${(e as Error).name}: ${(e as Error).message}`);
  }
});
