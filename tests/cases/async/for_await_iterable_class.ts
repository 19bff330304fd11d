// for await over instances: a class's async *[Symbol.asyncIterator]() gives
// an async generator per loop, and a sync [Symbol.iterator]() works too.
class Ticker {
  constructor(private n: number) {}
  async *[Symbol.asyncIterator](): AsyncGenerator<number> {
    for (let i = 0; i < this.n; i++) {
      await null;
      yield i * this.n;
    }
  }
}
class Bag {
  items = ["x", "y"];
  *[Symbol.iterator](): Generator<string> {
    yield* this.items;
  }
}
async function main(): Promise<void> {
  for await (const v of new Ticker(3)) console.log("tick", v);
  for await (const s of new Bag()) console.log("bag", s);
  const t = new Ticker(2);
  const out: number[] = [];
  for await (const v of t) out.push(v);
  for await (const v of t) out.push(v + 100);
  console.log(out);
}
main();
