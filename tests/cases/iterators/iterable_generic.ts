// Iterables written by hand passed to generic functions taking Iterable<T>
// (T inferred from [Symbol.iterator]()), next() called by hand on the
// iterator [Symbol.iterator]() gives, and spread into a call.
class Range {
  constructor(private lo: number, private hi: number) {}
  *[Symbol.iterator]() {
    for (let i = this.lo; i < this.hi; i++) yield i;
  }
}
class Pair implements Iterable<string> {
  [Symbol.iterator](): Iterator<string> {
    let k = 0;
    return { next: () => (k < 2 ? { value: "p" + k++, done: false } : { value: undefined, done: true }) };
  }
}
function take<T>(it: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  for (const x of it) {
    if (out.length >= n) break;
    out.push(x);
  }
  return out;
}
function count(it: Iterable<unknown>): number {
  let n = 0;
  for (const _ of it) n++;
  return n;
}
console.log(take(new Range(0, 10), 3));
console.log(take(new Pair(), 5));
console.log(count(new Range(3, 9)), count(new Pair()));
const it = new Pair()[Symbol.iterator]();
console.log(it.next(), it.next(), it.next());
console.log(Math.max(...new Range(1, 5)));
