// A callback returning a fresh array (slice, filter, spread, map) where the
// context wants an array of another representation ((number | F)[] for F[]):
// the fresh array is made one of the wanted type (was an internal error).
class F {
  constructor(public n: number) {}
  toString() { return `F${this.n}`; }
}
function total(values: (number | F)[][]): string {
  return values.map((row) => row.map((v) => (typeof v === "number" ? v : v.n)).join("+")).join(" | ");
}
const grid: F[][] = [[new F(1), new F(2), new F(3)], [new F(4), new F(5), new F(6)]];
console.log(total(grid.map((row) => row.slice(1))));
console.log(total(grid.map((row) => row.filter((f) => f.n % 2 === 1))));
console.log(total(grid.map((row) => [...row].reverse())));
console.log(total(Array.from({ length: 2 }, (_, i) => grid[i].map((f) => new F(f.n * 10)))));
const wide: (string | F)[][] = grid.map((row) => row.slice(0, 1));
wide[0].push("x");
console.log(wide.map((r) => r.join(",")), grid[0].length);
