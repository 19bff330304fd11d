// Empty array literals typed as tsc does: a typed context gives its type, else never[].
function firstOr(xs: number[][]): number[] {
  return xs.length ? xs[0] : [];
}
console.log(firstOr([]), firstOr([[1, 2]]));
function pick(flag: boolean): string[] {
  return flag ? [] : ["a", "b"];
}
console.log(pick(true), pick(false), pick(false).length);
const box = { items: [], name: "box" };
console.log(box, box.items.length);
console.log([], [[]], [[], []], "" + [], `<${[]}>`, [].length);
const grid = [[], [1, 2], []];
console.log(grid, grid.map((r) => r.length));
grid[0].push(7);
console.log(grid);
const flatten = [[1], [2, 3], []].reduce((acc, xs) => acc.concat(xs), []);
flatten.push(4);
console.log(flatten);
function total(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
console.log(total([]), total([1, 2, 3]));
// Elements of several array and object types are printed as Node prints them.
const mixed = [[1, 2], ["a"], []];
console.log(mixed, mixed.length);
const shapes = [{ kind: "sq" }, [1, 2], "s", 3];
console.log(shapes);
console.log([[[1, 2]], [3], [[[]]]]);
