// A class instance with [Symbol.asyncIterator]() passed or stored where an AsyncIterable<T> is expected: what that method returns.
class Feed {
  constructor(private items: string[]) {}
  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    for (const x of this.items) yield x.toUpperCase();
  }
}
async function collect(src: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const x of src) out.push(x);
  return out;
}
async function first(src: AsyncIterable<string>): Promise<string | undefined> {
  const r = await src[Symbol.asyncIterator]().next();
  return r.done ? undefined : r.value;
}
(async () => {
  console.log(await collect(new Feed(["a", "b"])), await first(new Feed(["z"])), await first(new Feed([])));
  const sources: AsyncIterable<string>[] = [new Feed(["x"]), new Feed(["y", "w"])];
  for (const s of sources) console.log(await collect(s));
})();
