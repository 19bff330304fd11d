// An iterator written by hand is checked against the Iterable<T> it is passed as.
class Letters {
  [Symbol.iterator](): Iterator<string> {
    let i = 0;
    return { next: (): IteratorResult<string> => (i < 2 ? { value: "ab"[i++], done: false } : { value: undefined, done: true }) };
  }
}
function total(xs: Iterable<number>): number {
  let t = 0;
  for (const x of xs) t += x;
  return t;
}
console.log(total(new Letters())); // expect error: Argument of type 'Letters' is not assignable to parameter of type 'Generator<number, undefined, unknown>'.
