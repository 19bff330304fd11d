function f(xs: number[]) {
  class Item { constructor(public v: number) {} twice(): number { return this.v * 2; } }
  return xs.map((x) => new Item(x)).map((i) => i.twice());
}
console.log(f([1, 2, 3]));
