// Generator-based lazy pipelines over infinite sequences: map/filter/take/chunk/zip, plus a fluent wrapper.
function* naturals(start = 1): Generator<number> {
  for (let n = start; ; n++) yield n;
}

function* fib(): IterableIterator<bigint> {
  let [a, b] = [0n, 1n];
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
}

function* map<T, U>(src: Iterable<T>, fn: (x: T, i: number) => U): Generator<U> {
  let i = 0;
  for (const x of src) yield fn(x, i++);
}

function* filter<T>(src: Iterable<T>, pred: (x: T) => boolean): Generator<T> {
  for (const x of src) if (pred(x)) yield x;
}

function* take<T>(src: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  let count = 0;
  for (const x of src) {
    yield x;
    if (++count >= n) return;
  }
}

function* takeWhile<T>(src: Iterable<T>, pred: (x: T) => boolean): Generator<T> {
  for (const x of src) {
    if (!pred(x)) return;
    yield x;
  }
}

function* chunk<T>(src: Iterable<T>, size: number): Generator<T[]> {
  let buf: T[] = [];
  for (const x of src) {
    buf.push(x);
    if (buf.length === size) {
      yield buf;
      buf = [];
    }
  }
  if (buf.length) yield buf;
}

function* zip<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  while (true) {
    const ra = ia.next();
    const rb = ib.next();
    if (ra.done || rb.done) return;
    yield [ra.value, rb.value];
  }
}

function* primes(): Generator<number> {
  const found: number[] = [];
  for (const n of naturals(2)) {
    if (found.every((p) => p * p > n || n % p !== 0)) {
      found.push(n);
      yield n;
    }
  }
}

class Seq<T> implements Iterable<T> {
  constructor(private readonly src: Iterable<T>) {}
  static of<T>(...xs: T[]): Seq<T> { return new Seq(xs); }
  static range(from: number, to = Infinity, step = 1): Seq<number> {
    return new Seq((function* () { for (let i = from; i < to; i += step) yield i; })());
  }
  [Symbol.iterator](): Iterator<T> { return this.src[Symbol.iterator](); }
  map<U>(fn: (x: T, i: number) => U): Seq<U> { return new Seq(map(this.src, fn)); }
  filter(pred: (x: T) => boolean): Seq<T> { return new Seq(filter(this.src, pred)); }
  take(n: number): Seq<T> { return new Seq(take(this.src, n)); }
  reduce<A>(fn: (acc: A, x: T) => A, init: A): A {
    let acc = init;
    for (const x of this.src) acc = fn(acc, x);
    return acc;
  }
  first(): T | undefined {
    for (const x of this.src) return x;
    return undefined;
  }
  toArray(): T[] { return [...this.src]; }
}

const log: string[] = [];
const traced = map(take(naturals(), 5), (n) => {
  log.push(`map ${n}`);
  return n * n;
});
log.push('created');
for (const sq of traced) log.push(`got ${sq}`);
console.log(log.join(' | '));

console.log('primes:', [...take(primes(), 15)].join(' '));
console.log('fib:', [...take(fib(), 20)].map(String).join(','));
console.log('big fib:', [...take(filter(fib(), (f) => f > 10n ** 15n), 1)][0]);
console.log('evens<30:', [...takeWhile(filter(naturals(), (n) => n % 2 === 0), (n) => n < 30)]);
console.log('chunks:', [...chunk(take(naturals(), 10), 3)]);
console.log('zip:', [...zip('abc', naturals(10))]);
console.log('zip map:', new Map(zip(['x', 'y', 'z'], fib())));

const collatz = function* (n: number): Generator<number, number> {
  let steps = 0;
  while (n !== 1) {
    yield n;
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    steps++;
  }
  yield 1;
  return steps;
};
const it = collatz(27);
let r = it.next();
let maxSeen = 0;
while (!r.done) {
  maxSeen = Math.max(maxSeen, r.value);
  r = it.next();
}
console.log('collatz(27): steps', r.value, 'max', maxSeen);

const words = Seq.of('alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta');
console.log(words.filter((w) => w.length > 4).map((w, i) => `${i}:${w.toUpperCase()}`).toArray());
console.log(new Seq(chunk(words, 3)).map((c) => c.join('+')).toArray());
console.log(Seq.range(1).map((n) => n * 3).filter((n) => n % 2 === 1).take(6).toArray());
console.log(Seq.range(0, 1, 0.25).toArray(), Seq.range(5).first());
const stats = Seq.range(1, 101).reduce((acc, n) => ({ sum: acc.sum + n, sq: acc.sq + n * n }), { sum: 0, sq: 0 });
console.log(stats);

function* cleanup(): Generator<string, void, unknown> {
  try {
    yield 'open';
    yield 'read';
    yield 'more';
  } finally {
    console.log('  (closed)');
  }
}
for (const s of cleanup()) {
  console.log(' step', s);
  if (s === 'read') break;
}
const [first, ...rest] = take(naturals(100), 4);
console.log(first, rest);
const g = naturals();
console.log(g.next(), g.return(undefined), g.next());
