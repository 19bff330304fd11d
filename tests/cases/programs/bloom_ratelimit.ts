// A bitset over Int32Array (Kiln has no Uint32Array yet), a Bloom filter built on it (FNV-1a double
// hashing), and a token-bucket rate limiter driven by a fake clock.

class BitSet {
  private readonly words: Int32Array;
  constructor(readonly size: number) {
    this.words = new Int32Array(Math.ceil(size / 32));
  }
  set(i: number): void {
    this.words[i >>> 5] |= 1 << (i & 31);
  }
  has(i: number): boolean {
    return (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }
  count(): number {
    let n = 0;
    for (const w of this.words) {
      let v = w >>> 0;
      v = v - ((v >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }
  toString(): string {
    let s = "";
    for (let i = 0; i < Math.min(this.size, 64); i++) s += this.has(i) ? "1" : "0";
    return s;
  }
}

function fnv1a(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

class BloomFilter {
  private readonly bits: BitSet;
  private added = 0;
  constructor(readonly m: number, readonly k: number) {
    this.bits = new BitSet(m);
  }
  static forCapacity(n: number, p: number): BloomFilter {
    const m = Math.ceil((-n * Math.log(p)) / (Math.LN2 * Math.LN2));
    const k = Math.max(1, Math.round((m / n) * Math.LN2));
    return new BloomFilter(m, k);
  }
  private *positions(item: string): Generator<number> {
    const h1 = fnv1a(item, 0);
    const h2 = fnv1a(item, 0x9e3779b9) | 1;
    for (let i = 0; i < this.k; i++) yield (h1 + Math.imul(i, h2)) >>> 0 % this.m;
  }
  add(item: string): void {
    for (const p of this.positions(item)) this.bits.set(p % this.m);
    this.added++;
  }
  mightContain(item: string): boolean {
    for (const p of this.positions(item)) if (!this.bits.has(p % this.m)) return false;
    return true;
  }
  get fillRatio(): number {
    return this.bits.count() / this.m;
  }
  get estimatedFalsePositiveRate(): number {
    return Math.pow(1 - Math.exp((-this.k * this.added) / this.m), this.k);
  }
}

const bs = new BitSet(70);
[0, 1, 5, 31, 32, 33, 63, 69].forEach(i => bs.set(i));
console.log(bs.toString(), bs.count(), bs.has(69), bs.has(68));

const bloom = BloomFilter.forCapacity(200, 0.01);
console.log(`m=${bloom.m} k=${bloom.k}`);
const words: string[] = [];
for (let i = 0; i < 200; i++) words.push(`user-${(i * 7919) % 10007}`);
words.forEach(w => bloom.add(w));
const missing = words.filter(w => !bloom.mightContain(w));
let falsePositives = 0;
for (let i = 0; i < 2000; i++) if (bloom.mightContain(`other-${i}`)) falsePositives++;
console.log(`false negatives: ${missing.length}; false positives: ${falsePositives}/2000 (${((falsePositives / 2000) * 100).toFixed(2)}%)`);
console.log(`fill ${(bloom.fillRatio * 100).toFixed(1)}%, estimated fp ${(bloom.estimatedFalsePositiveRate * 100).toFixed(3)}%`);
console.log(fnv1a("", 0).toString(16), fnv1a("a", 0).toString(16), fnv1a("foobar", 0).toString(16));

interface Clock { now(): number }
class ManualClock implements Clock {
  private t = 0;
  now(): number { return this.t; }
  advance(ms: number): void { this.t += ms; }
}

type Decision = { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(private readonly clock: Clock, readonly capacity: number, readonly refillPerSec: number) {
    this.tokens = capacity;
    this.last = clock.now();
  }
  private refill(): void {
    const now = this.clock.now();
    const gained = ((now - this.last) / 1000) * this.refillPerSec;
    this.tokens = Math.min(this.capacity, this.tokens + gained);
    this.last = now;
  }
  take(cost = 1): Decision {
    if (cost > this.capacity) throw new RangeError(`cost ${cost} exceeds capacity ${this.capacity}`);
    this.refill();
    if (this.tokens >= cost) {
      this.tokens -= cost;
      return { allowed: true, remaining: Math.floor(this.tokens) };
    }
    return { allowed: false, retryAfterMs: Math.ceil(((cost - this.tokens) / this.refillPerSec) * 1000) };
  }
}

const clock = new ManualClock();
const limiters = new Map<string, TokenBucket>();
const limiterFor = (client: string) => {
  let b = limiters.get(client);
  if (!b) limiters.set(client, (b = new TokenBucket(clock, 3, 2)));
  return b;
};
const requests: [number, string, number][] = [
  [0, "alice", 1], [0, "alice", 1], [0, "alice", 1], [0, "alice", 1], [100, "bob", 2],
  [250, "alice", 1], [500, "alice", 1], [500, "bob", 2], [1000, "bob", 2], [3000, "alice", 3], [3000, "alice", 1],
];
const stats = { allowed: 0, denied: 0 };
for (const [at, who, cost] of requests) {
  if (at > clock.now()) clock.advance(at - clock.now());
  const d = limiterFor(who).take(cost);
  if (d.allowed) stats.allowed++;
  else stats.denied++;
  const what = d.allowed ? `ok, ${d.remaining} left` : `denied, retry in ${d.retryAfterMs}ms`;
  console.log(`${String(clock.now()).padStart(5)}ms ${who.padEnd(5)} cost=${cost} ${what}`);
}
console.log(stats, limiters.size);
try {
  limiterFor("carol").take(5);
} catch (e) {
  if (e instanceof RangeError) console.log(e.message);
}
