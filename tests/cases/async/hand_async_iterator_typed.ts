// An async iterator written by hand where an AsyncIterator<T> is expected: an async generator over it.
class Countdown implements AsyncIterable<number> {
  constructor(private from: number) {}
  [Symbol.asyncIterator](): AsyncIterator<number> {
    let n = this.from;
    return {
      next: async (): Promise<IteratorResult<number>> => {
        await new Promise((r) => setTimeout(r, 1));
        return n > 0 ? { value: n--, done: false } : { value: undefined, done: true };
      },
    };
  }
}
function pages(total: number): AsyncIterator<string[]> {
  let page = 0;
  return {
    async next() {
      page++;
      if (page > total) return { value: undefined, done: true };
      return { value: [`p${page}a`, `p${page}b`], done: false };
    },
  };
}
async function collect<T>(src: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of src) out.push(x);
  return out;
}
async function* relay(src: Countdown) {
  yield* src;
  yield -1;
}
async function main() {
  for await (const x of new Countdown(3)) console.log("cd", x);
  console.log(await collect(new Countdown(2)));
  const it = pages(2);
  let r = await it.next();
  while (!r.done) { console.log(r.value.join("+")); r = await it.next(); }
  for await (const x of relay(new Countdown(2))) { console.log("relay", x); if (x < 0) break; }
  for await (const x of new Countdown(5)) { if (x === 3) break; console.log("early", x); }
  console.log("done");
}
main();
