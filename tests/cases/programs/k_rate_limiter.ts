// Rate limiters behind one interface: token bucket, sliding window log, fixed window; a fake clock and a real setInterval.
interface Limiter {
  readonly name: string;
  tryAcquire(key: string, now: number): boolean;
  stats(): Record<string, number>;
}

abstract class BaseLimiter implements Limiter {
  protected allowed = 0;
  protected rejected = 0;
  constructor(readonly name: string) {}
  tryAcquire(key: string, now: number): boolean {
    const ok = this.check(key, now);
    if (ok) this.allowed++;
    else this.rejected++;
    return ok;
  }
  protected abstract check(key: string, now: number): boolean;
  stats(): Record<string, number> {
    return { allowed: this.allowed, rejected: this.rejected };
  }
}

class TokenBucket extends BaseLimiter {
  private buckets = new Map<string, { tokens: number; last: number }>();
  constructor(private capacity: number, private refillPerSec: number) {
    super(`bucket(${capacity}, ${refillPerSec}/s)`);
  }
  protected check(key: string, now: number): boolean {
    const b = this.buckets.get(key) ?? { tokens: this.capacity, last: now };
    b.tokens = Math.min(this.capacity, b.tokens + ((now - b.last) / 1000) * this.refillPerSec);
    b.last = now;
    this.buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
  override stats() {
    const tokens = [...this.buckets.values()].reduce((s, b) => s + b.tokens, 0);
    return { ...super.stats(), keys: this.buckets.size, tokens: Math.round(tokens * 100) / 100 };
  }
}

class SlidingLog extends BaseLimiter {
  private log = new Map<string, number[]>();
  constructor(private limit: number, private windowMs: number) {
    super(`sliding(${limit}/${windowMs}ms)`);
  }
  protected check(key: string, now: number): boolean {
    const times = (this.log.get(key) ?? []).filter((t) => now - t < this.windowMs);
    const ok = times.length < this.limit;
    if (ok) times.push(now);
    this.log.set(key, times);
    return ok;
  }
}

class FixedWindow extends BaseLimiter {
  private counts = new Map<string, number>();
  constructor(private limit: number, private windowMs: number) {
    super(`fixed(${limit}/${windowMs}ms)`);
  }
  protected check(key: string, now: number): boolean {
    const id = `${key}@${Math.floor(now / this.windowMs)}`;
    const n = (this.counts.get(id) ?? 0) + 1;
    this.counts.set(id, n);
    return n <= this.limit;
  }
  override stats() {
    return { ...super.stats(), windows: this.counts.size };
  }
}

// A deterministic traffic pattern: bursts from "alice", steady "bob", a late "carol".
const requests: [number, string][] = [];
for (let t = 0; t < 3000; t += 100) requests.push([t, 'bob']);
for (const burst of [0, 50, 60, 70, 80, 90, 1000, 1001, 1002, 1003, 1004, 1005, 2500]) requests.push([burst, 'alice']);
requests.push([2999, 'carol'], [2999, 'carol']);
requests.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));

const limiters: Limiter[] = [new TokenBucket(3, 2), new SlidingLog(3, 1000), new FixedWindow(3, 1000)];
for (const lim of limiters) {
  const perKey = new Map<string, string>();
  for (const [t, who] of requests) {
    const mark = lim.tryAcquire(who, t) ? '+' : '.';
    perKey.set(who, (perKey.get(who) ?? '') + mark);
  }
  console.log(lim.name);
  for (const [who, marks] of [...perKey].sort()) console.log(`  ${who.padEnd(6)} ${marks}`);
  console.log('  stats', lim.stats());
}

// Real timers: a ticker drains a queue through a token bucket.
const bucket = new TokenBucket(2, 50);
const queue = Array.from({ length: 6 }, (_, i) => `job${i + 1}`);
const done: string[] = [];
let ticks = 0;
const start = Date.now();
const timer = setInterval(() => {
  ticks++;
  const now = (Date.now() - start) * 0; // virtual time stands still: only the initial tokens
  while (queue.length && bucket.tryAcquire('worker', now + ticks * 20)) done.push(queue.shift()!);
  if (!queue.length || ticks > 50) {
    clearInterval(timer);
    console.log('drained', done.length, 'jobs, all done:', queue.length === 0, 'order ok:', done.join() === [...done].sort().join());
  }
}, 2);
