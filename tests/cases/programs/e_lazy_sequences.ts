// Lazy sequence utilities with generators
function* range(start: number, end = Infinity, step = 1): Generator<number> {
  for (let i = start; step > 0 ? i < end : i > end; i += step) yield i;
}

function* map<T, U>(it: Iterable<T>, fn: (t: T, i: number) => U): Generator<U> {
  let i = 0;
  for (const t of it) yield fn(t, i++);
}

function* filter<T>(it: Iterable<T>, pred: (t: T) => boolean): Generator<T> {
  for (const t of it) if (pred(t)) yield t;
}

function* take<T>(it: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  for (const t of it) {
    yield t;
    if (--n === 0) return;
  }
}

function* chunk<T>(it: Iterable<T>, size: number): Generator<T[]> {
  let buf: T[] = [];
  for (const t of it) {
    buf.push(t);
    if (buf.length === size) {
      yield buf;
      buf = [];
    }
  }
  if (buf.length) yield buf;
}

function* zip<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ia = a[Symbol.iterator](), ib = b[Symbol.iterator]();
  while (true) {
    const x = ia.next(), y = ib.next();
    if (x.done || y.done) return;
    yield [x.value, y.value];
  }
}

class Seq<T> implements Iterable<T> {
  constructor(private readonly src: () => Iterable<T>) {}
  static of<T>(...xs: T[]): Seq<T> {
    return new Seq(() => xs);
  }
  static range(a: number, b?: number, step?: number): Seq<number> {
    return new Seq(() => range(a, b, step));
  }
  map<U>(fn: (t: T, i: number) => U): Seq<U> {
    return new Seq(() => map(this.src(), fn));
  }
  filter(pred: (t: T) => boolean): Seq<T> {
    return new Seq(() => filter(this.src(), pred));
  }
  take(n: number): Seq<T> {
    return new Seq(() => take(this.src(), n));
  }
  reduce<A>(fn: (acc: A, t: T) => A, init: A): A {
    let acc = init;
    for (const t of this) acc = fn(acc, t);
    return acc;
  }
  toArray(): T[] {
    return [...this];
  }
  [Symbol.iterator](): Iterator<T> {
    return this.src()[Symbol.iterator]();
  }
}

const primes = Seq.range(2)
  .filter((n) => {
    for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
    return true;
  })
  .take(10);
console.log(primes.toArray(), primes.reduce((a, b) => a + b, 0));
console.log([...chunk(range(0, 10), 4)], [...zip("abc", range(1))]);
console.log(Seq.of("x", "y", "z").map((s, i) => `${i}:${s.toUpperCase()}`).toArray().join(" "));
console.log([...take(range(10, 0, -3), 10)], [...take(range(0), 0)]);

const fibs = function* (): Generator<number, never> {
  let [a, b] = [0, 1];
  for (;;) {
    yield a;
    [a, b] = [b, a + b];
  }
};
const it = fibs();
const firstTen: number[] = [];
for (let r = it.next(); firstTen.length < 10; r = it.next()) firstTen.push(r.value);
console.log(firstTen.join(","));

function* withReturn(): Generator<string, number, boolean | undefined> {
  const ok = yield "ask";
  if (ok) yield "yes";
  return ok ? 1 : 0;
}
const g = withReturn();
console.log(g.next(), g.next(true), g.next(), g.next());
const g2 = withReturn();
g2.next();
console.log(g2.return(7), g2.next());
