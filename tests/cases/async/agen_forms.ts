// Async generators as declarations, expressions, class methods, generic
// functions, AsyncIterable parameters, and the value of return.
class Counter {
  constructor(private readonly limit: number) {}
  async *count(): AsyncGenerator<number, string> {
    for (let i = 0; i < this.limit; i++) yield i;
    return `counted ${this.limit}`;
  }
  static async *range(a: number, b: number): AsyncIterableIterator<number> {
    for (let i = a; i < b; i++) yield i;
  }
}

const letters = async function* (s: string): AsyncGenerator<string> {
  for (const ch of s) yield ch;
};

async function* pairs<A, B>(xs: A[], ys: B[]): AsyncGenerator<[A, B]> {
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) yield [xs[i], ys[i]];
}

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

async function* inferred() {
  yield 1;
  yield 2;
}

async function main(): Promise<void> {
  const c = new Counter(3);
  const g = c.count();
  let r = await g.next();
  while (!r.done) r = await g.next();
  console.log(r.value);
  console.log((await collect(Counter.range(2, 6))).join(" "));
  console.log((await collect(letters("kiln"))).join("-"));
  for await (const [n, s] of pairs([1, 2, 3], ["one", "two"])) console.log(n, s);
  let total = 0;
  for await (const v of inferred()) total += v;
  console.log("total", total);
  const e = letters("ab");
  console.log(await e.next(), await e.return(undefined), await e.next());
}

main();
