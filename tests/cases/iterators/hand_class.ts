// Iterators written by hand: a class whose [Symbol.iterator]() returns an
// object literal with next(), used by for...of, spread, Array.from,
// destructuring, new Map/Set and yield*.
class Range implements Iterable<number> {
  constructor(private lo: number, private hi: number) {}
  [Symbol.iterator](): Iterator<number> {
    let i = this.lo;
    const hi = this.hi;
    return {
      next(): IteratorResult<number> {
        return i < hi ? { value: i++, done: false } : { value: undefined, done: true };
      },
    };
  }
}

const r = new Range(1, 4);
for (const x of r) console.log("x", x);
// each loop starts a new iterator
for (const x of r) console.log("again", x);
console.log([...new Range(0, 3)]);
console.log(Array.from(new Range(5, 8)));
console.log(Array.from(new Range(1, 4), (v) => v * 10));
const [a, b] = new Range(10, 20);
console.log(a, b);
const s = new Set(new Range(0, 3));
console.log(s.size, s.has(2));
function* twice(): Generator<number> {
  yield* new Range(0, 2);
  yield* new Range(0, 2);
}
console.log([...twice()]);

function sum(xs: Iterable<number>): number {
  let t = 0;
  for (const x of xs) t += x;
  return t;
}
console.log(sum(new Range(1, 11)));
const big = new Range(0, 5);
console.log(sum(big), sum(big));

// an iterator whose values are strings, with an index kept in the object
class Words {
  constructor(private text: string) {}
  [Symbol.iterator](): Iterator<string> {
    const parts = this.text.split(" ");
    let k = 0;
    return {
      next: () => (k < parts.length ? { value: parts[k++], done: false } : { value: undefined, done: true }),
    };
  }
}
for (const w of new Words("the quick brown fox")) console.log(w.toUpperCase());
console.log([...new Words("a b c")].join("-"));

// next() without annotations: the literal is checked against Iterator<T>
function evens(limit: number): Iterator<number> {
  let n = 0;
  return {
    next() {
      if (n > limit) return { value: undefined, done: true };
      const v = n;
      n += 2;
      return { value: v, done: false };
    },
  };
}
const ev = evens(6);
let step = ev.next();
while (!step.done) {
  console.log("even", step.value);
  step = ev.next();
}
