// Promise.resolve(x) where a Promise<T> is expected checks x against T (literal types kept).
let i = 0;
const a: Promise<IteratorResult<number>> = Promise.resolve({ value: 1, done: false });
const r: IteratorResult<number> = i < 3 ? { value: i++, done: false } : { value: undefined, done: true };
const b: Promise<IteratorResult<number>> = Promise.resolve(r);
const p: Promise<{ k: "a" | "b" }> = Promise.resolve(i ? { k: "a" } : { k: "b" });
const d: Promise<IteratorResult<number>> = Promise.resolve(i < 3 ? { value: i++, done: false } : { value: undefined, done: true });
a.then((x) => console.log(x)); b.then((x) => console.log(x)); p.then((x) => console.log(x)); d.then((x) => console.log(x));

const src = {
  items: ["a", "b"],
  [Symbol.asyncIterator]() {
    let i = 0;
    const items = this.items;
    return {
      next(): Promise<IteratorResult<string>> {
        return Promise.resolve(i < items.length ? { value: items[i++], done: false } : { value: undefined, done: true });
      },
    };
  },
};
async function main2() {
  for await (const x of src) console.log("s", x);
}
main2();
