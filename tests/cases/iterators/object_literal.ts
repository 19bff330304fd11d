// Iterables and iterators written as object literals.
function counter(limit: number): Iterator<number> {
  let i = 0;
  return {
    next() {
      i++;
      return i <= limit ? { value: i * i, done: false } : { value: undefined, done: true };
    },
  };
}

const it = counter(3);
console.log(it.next());
console.log(it.next().value);

const iterable: Iterable<string> = {
  [Symbol.iterator]() {
    let n = 0;
    return {
      next(): IteratorResult<string> {
        n++;
        if (n > 3) return { done: true, value: undefined };
        return { done: false, value: "item" + n };
      },
    };
  },
};
for (const s of iterable) console.log(s);
console.log([...iterable]);

function* squares(): Generator<number> {
  yield* { [Symbol.iterator]: () => counter(4) };
}
console.log([...squares()]);

const pairs: Iterable<[string, number]> = {
  [Symbol.iterator]() {
    const keys = ["a", "b"];
    let k = 0;
    return {
      next(): IteratorResult<[string, number]> {
        if (k >= keys.length) return { value: undefined, done: true };
        const key = keys[k];
        k++;
        return { value: [key, k], done: false };
      },
    };
  },
};
const m = new Map(pairs);
console.log(m);
console.log(new Set(pairs).size, Array.from(pairs, ([k, v]) => k + v));
