class Tracked implements IterableIterator<string> {
  #i = 0;
  closed = false;
  constructor(private readonly items: readonly string[]) {}
  next(): IteratorResult<string> {
    return this.#i < this.items.length ? { done: false, value: this.items[this.#i++] } : { done: true, value: undefined };
  }
  return(): IteratorResult<string> {
    this.closed = true;
    return { done: true, value: undefined };
  }
  [Symbol.iterator](): IterableIterator<string> { return this; }
}
const tr = new Tracked(["p", "q", "r", "s"]);
for (const x of tr) { if (x === "q") break; }
console.log("closed after break:", tr.closed);
console.log("rest:", [...tr]);
