function* pairs(): Generator<[string, number]> { yield ["a", 1]; yield ["b", 2]; }
console.log(Object.fromEntries(pairs()));
const m = new Map([["x", 1]]);
console.log(Object.fromEntries(m.entries()));
class Bag implements Iterable<[string, boolean]> {
  *[Symbol.iterator](): Iterator<[string, boolean]> { yield ["k", true]; }
}
console.log(Object.fromEntries(new Bag()));
