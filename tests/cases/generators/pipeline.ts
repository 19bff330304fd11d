// Lazy pipelines of generic generator functions: nothing runs until a
// consumer pulls, and an infinite source stops at take().
function* take<T>(source: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  for (const x of source) {
    yield x;
    if (--n <= 0) return;
  }
}
function* mapIt<T, U>(source: Iterable<T>, f: (x: T) => U): Generator<U> {
  for (const x of source) yield f(x);
}
function* filterIt<T>(source: Iterable<T>, keep: (x: T) => boolean): Generator<T> {
  for (const x of source) if (keep(x)) yield x;
}
function* naturals(): Generator<number> {
  let n = 0;
  while (true) {
    n++;
    yield n;
  }
}
function* fromArray<T>(xs: T[]): Generator<T> {
  yield* xs;
}
function* chunks<T>(source: Iterable<T>, size: number): Generator<T[]> {
  let cur: T[] = [];
  for (const x of source) {
    cur.push(x);
    if (cur.length === size) {
      yield cur;
      cur = [];
    }
  }
  if (cur.length > 0) yield cur;
}

let pulled = 0;
const counted = mapIt(naturals(), (n) => {
  pulled++;
  return n;
});
const primes = filterIt(counted, (n) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
});
console.log("before:", pulled);
console.log([...take(primes, 10)]);
console.log("pulled:", pulled);

const words = fromArray(["kiln", "compiles", "typescript", "to", "native", "code"]);
const lengths = mapIt(words, (w) => `${w}:${w.length}`);
console.log(Array.from(lengths).join(" "));
for (const c of chunks(take(naturals(), 7), 3)) console.log(c);

const fizz = mapIt(take(naturals(), 15), (n) => (n % 15 === 0 ? "FizzBuzz" : n % 3 === 0 ? "Fizz" : n % 5 === 0 ? "Buzz" : String(n)));
console.log([...fizz].join(","));
