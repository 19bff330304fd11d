// x[Symbol.asyncIterator]() of an async generator (an AsyncIterable<T> parameter) is x; of an instance with that method, what it returns.
async function* nums(n: number): AsyncGenerator<number> {
  for (let i = 0; i < n; i++) yield i;
}
async function firstOf<T>(src: AsyncIterable<T>): Promise<T | undefined> {
  const it = src[Symbol.asyncIterator]();
  const r = await it.next();
  return r.done ? undefined : r.value;
}
class Feed {
  async *[Symbol.asyncIterator]() {
    yield "a";
    yield "b";
  }
}
(async () => {
  const it = nums(3)[Symbol.asyncIterator]();
  console.log(await it.next(), await it.next());
  console.log(await firstOf(nums(5)), await firstOf(nums(0)));
  const f = new Feed()[Symbol.asyncIterator]();
  console.log((await f.next()).value, (await f.next()).value, (await f.next()).done);
})();
