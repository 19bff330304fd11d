// Functional utilities as a team would write them: pipe with generics,
// curry, memoize (Map and WeakMap caches), once, debounce and
// throttle on timers, partial application with bind, call/apply, and a
// small lazy sequence built from closures.

function pipe2<A, B, C>(f: (a: A) => B, g: (b: B) => C): (a: A) => C {
  return (a) => g(f(a));
}
function pipe3<A, B, C, D>(f: (a: A) => B, g: (b: B) => C, h: (c: C) => D): (a: A) => D {
  return (a) => h(g(f(a)));
}

const curry3 = <A, B, C, R>(f: (a: A, b: B, c: C) => R) => (a: A) => (b: B) => (c: C): R => f(a, b, c);

interface Memo<A, R> {
  readonly fn: (a: A) => R;
  hits(): number;
}
function memoize<A, R>(f: (a: A) => R, key: (a: A) => string = String): Memo<A, R> {
  const cache = new Map<string, R>();
  let hits = 0;
  const m = (a: A): R => {
    const k = key(a);
    if (cache.has(k)) { hits++; return cache.get(k)!; }
    const r = f(a);
    cache.set(k, r);
    return r;
  };
  return { fn: m, hits: () => hits };
}

function once<T>(f: () => T): () => T {
  let done = false;
  let value: T | undefined;
  return () => {
    if (!done) { done = true; value = f(); }
    return value as T;
  };
}

function debounce<A extends unknown[]>(f: (...args: A) => void, ms: number): (...args: A) => void {
  let t: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    if (t !== undefined) clearTimeout(t);
    t = setTimeout(() => { t = undefined; f(...args); }, ms);
  };
}

function throttle(f: (n: number) => void, ms: number, now: () => number): (n: number) => void {
  let last = -Infinity;
  return (n) => {
    const t = now();
    if (t - last >= ms) { last = t; f(n); }
  };
}

class Counter {
  count = 0;
  constructor(readonly label: string) {}
  add(by: number, times = 1): number { this.count += by * times; return this.count; }
  describe(prefix: string, suffix: string): string { return `${prefix}${this.label}=${this.count}${suffix}`; }
}

class Lazy<T> {
  constructor(readonly force: () => { head: T; tail: Lazy<T> } | null) {}
  static from(n: number): Lazy<number> {
    return new Lazy(() => ({ head: n, tail: Lazy.from(n + 1) }));
  }
  map<U>(f: (t: T) => U): Lazy<U> {
    return new Lazy<U>(() => {
      const c = this.force();
      return c && { head: f(c.head), tail: c.tail.map(f) };
    });
  }
  filter(p: (t: T) => boolean): Lazy<T> {
    return new Lazy<T>(() => {
      for (let c = this.force(); c; c = c.tail.force()) if (p(c.head)) return { head: c.head, tail: c.tail.filter(p) };
      return null;
    });
  }
  take(n: number): T[] {
    const out: T[] = [];
    for (let c = this.force(); c && out.length < n; c = c.tail.force()) out.push(c.head);
    return out;
  }
}

const slug = pipe3((s: string) => s.trim(), (s: string) => s.toLowerCase(), (s: string) => s.replace(/\s+/g, "-"));
const lengthOf = pipe2((s: string) => s.split(","), (xs: string[]) => xs.length);
console.log(slug("  Hello Big World "), lengthOf("a,b,c"), pipe2((n: number) => n * 2, String)(21));

const vol = curry3((l: number, w: number, h: number) => l * w * h);
const base10 = vol(10);
console.log(base10(2)(3), vol(1)(1)(1), [1, 2, 3].map(base10(5)));

let calls = 0;
function slowFib(n: number): number { calls++; return n < 2 ? n : fib.fn(n - 1) + fib.fn(n - 2); }
const fib: Memo<number, number> = memoize(slowFib);
console.log(fib.fn(50), "calls", calls, "hits", fib.hits());
const byLen = memoize((xs: number[]) => xs.reduce((a, b) => a + b, 0), (xs: number[]) => xs.join("|"));
console.log(byLen.fn([1, 2]), byLen.fn([1, 2]), byLen.fn([2, 1]), byLen.hits());

const init = once(() => { console.log("initializing"); return { ready: true }; });
console.log(init() === init(), init().ready);

const c = new Counter("clicks");
const addFive = c.add.bind(c, 5);
addFive();
addFive(2);
console.log(c.count, c.add.call(c, 1), c.add.apply(c, [2, 3]), c.describe.call(c, "[", "]"));
const other = new Counter("other");
const unbound = other.describe.bind(other, "<");
console.log(unbound(">"), [c].map((x) => x.describe("", "")).join());

console.log(Lazy.from(1).map((n) => n * n).filter((n) => n % 3 === 1).take(6));

let fake = 0;
const seen: number[] = [];
const th = throttle((n) => seen.push(n), 100, () => fake);
for (let i = 0; i < 10; i++) { th(i); fake += 35; }
console.log("throttled:", seen);

const events: string[] = [];
const save = debounce((doc: string, rev: number) => events.push(`save ${doc}@${rev}`), 60);
save("a", 1);
save("a", 2);
setTimeout(() => save("b", 3), 20);
setTimeout(() => { save("c", 4); save("c", 5); }, 200);
setTimeout(() => console.log(events), 400);
