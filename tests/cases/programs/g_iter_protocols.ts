// Iterator protocols: a hand-written iterator class with return(), lazy
// generator combinators, generators with return values and yield*,
// spreading custom iterables, Array.from with a mapper, and destructuring.

class Range implements Iterable<number> {
  constructor(readonly start: number, readonly end: number, readonly step = 1) {
    if (step === 0) throw new RangeError("step must not be 0");
  }
  [Symbol.iterator](): Iterator<number> {
    let cur = this.start;
    const { end, step } = this;
    return {
      next: (): IteratorResult<number> => {
        if (step > 0 ? cur >= end : cur <= end) return { done: true, value: undefined };
        const value = cur;
        cur += step;
        return { done: false, value };
      },
    };
  }
  get length(): number { return Math.max(0, Math.ceil((this.end - this.start) / this.step)); }
}

class Tracked implements IterableIterator<string> {
  #i = 0;
  closed = false;
  constructor(private readonly items: readonly string[]) {}
  next(): IteratorResult<string> {
    return this.#i < this.items.length ? { done: false, value: this.items[this.#i++] } : { done: true, value: undefined };
  }
  return(): IteratorResult<string> {
    this.closed = true;
    return { done: true, value: undefined };
  }
  [Symbol.iterator](): IterableIterator<string> { return this; }
}

function* map<T, U>(xs: Iterable<T>, f: (x: T, i: number) => U): Generator<U> {
  let i = 0;
  for (const x of xs) yield f(x, i++);
}
function* filter<T>(xs: Iterable<T>, p: (x: T) => boolean): Generator<T> {
  for (const x of xs) if (p(x)) yield x;
}
function* take<T>(xs: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  for (const x of xs) {
    yield x;
    if (--n === 0) return;
  }
}
function* chunk<T>(xs: Iterable<T>, size: number): Generator<T[]> {
  let buf: T[] = [];
  for (const x of xs) {
    buf.push(x);
    if (buf.length === size) { yield buf; buf = []; }
  }
  if (buf.length) yield buf;
}
function* zip<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ib = b[Symbol.iterator]();
  for (const x of a) {
    const r = ib.next();
    if (r.done) return;
    yield [x, r.value];
  }
}
function* naturals(): Generator<number, never, void> {
  for (let n = 1; ; n++) yield n;
}

// A generator with a return value, consumed by yield* in another.
function* parseRecords(lines: readonly string[]): Generator<{ key: string; value: number }, number, void> {
  let bad = 0;
  for (const line of lines) {
    const [key, raw] = line.split("=");
    const value = Number(raw);
    if (!key || raw === undefined || Number.isNaN(value)) { bad++; continue; }
    yield { key: key.trim(), value };
  }
  return bad;
}
function* withTotals(lines: readonly string[]): Generator<string, string, void> {
  let total = 0;
  const bad = yield* map(parseRecords(lines), (r) => { total += r.value; return `${r.key}:${r.value}`; });
  // map() doesn't forward the return value, so bad is undefined here; count again.
  const again = parseRecords(lines);
  let step = again.next();
  while (!step.done) step = again.next();
  return `total=${total} bad=${step.value} forwarded=${String(bad)}`;
}
function* delegating(): Generator<string, number, void> {
  const n = yield* parseCount(["a=1", "b=x", "c=3"]);
  yield `delegate got ${n}`;
  return n * 10;
}
function* parseCount(lines: string[]): Generator<string, number, void> {
  let ok = 0;
  for (const r of parseRecords(lines)) { ok++; yield r.key; }
  return ok;
}

const r = new Range(0, 20, 3);
console.log([...r], r.length, Math.max(...r), Array.from(r, (x) => x * x));
console.log([...new Range(5, 0, -2)], Array.from(new Range(0, 3)).reverse());
const [first, second, ...others] = new Range(10, 15);
console.log(first, second, others);
console.log([...take(filter(map(naturals(), (n) => n * n), (n) => n % 2 === 1), 5)]);
console.log([...chunk("abcdefg", 3)].map((c) => c.join("")));
console.log(new Map(zip(["a", "b", "c"], naturals())), Object.fromEntries([...zip(new Range(0, 2), "xyz")]));
const set = new Set(map(new Range(0, 10), (x) => x % 4));
console.log(set, [...set.entries()].length);

const tr = new Tracked(["p", "q", "r", "s"]);
for (const x of tr) { if (x === "q") break; }
console.log("closed after break:", tr.closed, "rest:", [...tr]);
const tr2 = new Tracked(["x", "y", "z"]);
const [a1] = tr2;
console.log("destructured:", a1, "closed:", tr2.closed);
const tr3 = new Tracked(["m"]);
console.log([...tr3], "closed after exhausting:", tr3.closed);

const gen = withTotals(["a=1", "b=2", "bad", "c=oops", "d=4"]);
const out: string[] = [];
let res = gen.next();
while (!res.done) { out.push(res.value); res = gen.next(); }
console.log(out.join(" "), "|", res.value);
const d = delegating();
console.log([...d], d.next());
const d2 = delegating();
console.log(d2.next(), d2.return(99), d2.next());

const g = naturals();
console.log(g.next().value, g.next().value);
const letters = Array.from({ length: 5 }, (_, i) => String.fromCharCode(97 + i));
const entries = [...letters.entries()].filter(([i]) => i % 2 === 0);
console.log(entries, [...letters.keys()], Array.from(letters.values(), (l) => l.toUpperCase()).join(""));
try {
  new Range(0, 1, 0);
} catch (e) {
  console.log(String(e));
}
