// Async iterators written by hand: [Symbol.asyncIterator]() returning an
// object whose next() gives a promise of { value, done }, used by for await
// and by yield* in an async generator; return() is awaited on early exit.
// (AsyncIterator<T> as a type names the async generator type, so the
// method is left unannotated.)
class Ticker implements AsyncIterable<number> {
  constructor(private count: number) {}
  [Symbol.asyncIterator]() {
    let i = 0;
    const count = this.count;
    return {
      async next(): Promise<IteratorResult<number>> {
        i++;
        if (i > count) return { value: undefined, done: true };
        await new Promise<void>((resolve) => setTimeout(resolve, 1));
        return { value: i, done: false };
      },
      async return(): Promise<IteratorResult<number>> {
        console.log("ticker closed at", i);
        return { value: undefined, done: true };
      },
    };
  }
}

const letters = {
  [Symbol.asyncIterator]() {
    const xs = ["a", "b", "c"];
    let k = 0;
    return {
      async next(): Promise<IteratorResult<string>> {
        await null;
        return k < xs.length ? { value: xs[k++], done: false } : { value: undefined, done: true };
      },
    };
  },
};

async function* both() {
  yield* new Ticker(2);
  yield* letters;
}

async function main() {
  for await (const t of new Ticker(3)) console.log("tick", t);
  for await (const t of new Ticker(5)) {
    console.log("early", t);
    if (t === 2) break;
  }
  for await (const s of letters) console.log("letter", s);
  const all: (number | string)[] = [];
  for await (const v of both()) all.push(v);
  console.log(all);
}
main();
