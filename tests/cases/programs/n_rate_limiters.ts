// Token bucket vs sliding-window rate limiters over a scripted request timeline.

interface Limiter {
  readonly name: string;
  tryAcquire(now: number, cost?: number): boolean;
  describe(): string;
}

class TokenBucket implements Limiter {
  readonly name = "token-bucket";
  private tokens: number;
  private last = 0;

  constructor(private readonly capacity: number, private readonly refillPerSec: number) {
    this.tokens = capacity;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.refillPerSec);
    this.last = now;
  }

  tryAcquire(now: number, cost = 1): boolean {
    this.refill(now);
    if (this.tokens >= cost) {
      this.tokens -= cost;
      return true;
    }
    return false;
  }

  describe(): string {
    return `${this.name}(cap=${this.capacity}, rate=${this.refillPerSec}/s, tokens=${this.tokens.toFixed(2)})`;
  }
}

class SlidingWindowLog implements Limiter {
  readonly name = "sliding-log";
  private stamps: number[] = [];
  constructor(private readonly limit: number, private readonly windowMs: number) {}

  tryAcquire(now: number, cost = 1): boolean {
    while (this.stamps.length && this.stamps[0] <= now - this.windowMs) this.stamps.shift();
    if (this.stamps.length + cost > this.limit) return false;
    for (let i = 0; i < cost; i++) this.stamps.push(now);
    return true;
  }

  describe(): string {
    return `${this.name}(limit=${this.limit}/${this.windowMs}ms, inWindow=${this.stamps.length})`;
  }
}

class SlidingWindowCounter implements Limiter {
  readonly name = "sliding-counter";
  private windowStart = 0;
  private current = 0;
  private previous = 0;
  constructor(private readonly limit: number, private readonly windowMs: number) {}

  tryAcquire(now: number, cost = 1): boolean {
    const start = now - (now % this.windowMs);
    if (start !== this.windowStart) {
      this.previous = start - this.windowStart === this.windowMs ? this.current : 0;
      this.current = 0;
      this.windowStart = start;
    }
    const weight = 1 - (now - start) / this.windowMs;
    const estimate = this.previous * weight + this.current;
    if (estimate + cost > this.limit) return false;
    this.current += cost;
    return true;
  }

  describe(): string {
    return `${this.name}(limit=${this.limit}, prev=${this.previous}, cur=${this.current})`;
  }
}

type ReqEvent = { at: number; client: string; cost?: number };

const script: ReqEvent[] = [];
// steady client: one request every 150ms
for (let t = 0; t < 3000; t += 150) script.push({ at: t, client: "steady" });
// bursty client: 8 requests in a 40ms burst at t=500 and t=2200
for (const base of [500, 2200]) for (let i = 0; i < 8; i++) script.push({ at: base + i * 5, client: "bursty" });
// heavy requests
script.push({ at: 1200, client: "batch", cost: 4 }, { at: 1210, client: "batch", cost: 4 }, { at: 2900, client: "batch", cost: 3 });
script.sort((a, b) => a.at - b.at || a.client.localeCompare(b.client));

function simulate(make: () => Limiter) {
  const perClient = new Map<string, Limiter>();
  const result = new Map<string, { ok: number; denied: number; firstDenied?: number }>();
  for (const req of script) {
    let lim = perClient.get(req.client);
    if (!lim) {
      lim = make();
      perClient.set(req.client, lim);
    }
    const r = result.get(req.client) ?? { ok: 0, denied: 0 };
    if (lim.tryAcquire(req.at, req.cost)) r.ok++;
    else {
      r.denied++;
      r.firstDenied ??= req.at;
    }
    result.set(req.client, r);
  }
  return { result, perClient };
}

const factories: Array<[string, () => Limiter]> = [
  ["bucket 5 @ 4/s", () => new TokenBucket(5, 4)],
  ["log 5 / 1s", () => new SlidingWindowLog(5, 1000)],
  ["counter 5 / 1s", () => new SlidingWindowCounter(5, 1000)],
];

const pad = (s: string | number, n: number) => String(s).padEnd(n);
for (const [label, make] of factories) {
  const { result, perClient } = simulate(make);
  console.log(`== ${label}`);
  console.log(pad("client", 8) + pad("ok", 5) + pad("denied", 8) + "first denied");
  for (const [client, r] of [...result].sort(([a], [b]) => (a < b ? -1 : 1))) {
    console.log(pad(client, 8) + pad(r.ok, 5) + pad(r.denied, 8) + (r.firstDenied === undefined ? "-" : r.firstDenied + "ms"));
  }
  for (const [client, lim] of perClient) console.log(`  ${client}: ${lim.describe()}`);
}

// timeline of one bursty limiter, rendered as a strip
const tb = new TokenBucket(3, 2);
const strip = [0, 10, 20, 30, 40, 400, 500, 900, 1000, 1010, 2000, 2001, 2002, 2003].map((t) => (tb.tryAcquire(t) ? "+" : "."));
console.log("strip", strip.join(""), tb.describe());
const total = script.reduce((s, r) => s + (r.cost ?? 1), 0);
console.log(`requests=${script.length} units=${total} span=${script[script.length - 1].at - script[0].at}ms`);
