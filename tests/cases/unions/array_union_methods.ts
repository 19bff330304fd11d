// Array methods on a union of array types before narrowing, as tsc (5.2 on)
// allows: the call sees the array of the union of the element types, and
// the array itself (sort works in place).
function pick(n: number): number[] | string[] {
  return n > 0 ? [3, 1, 2] : ["b", "c", "a"];
}
for (const n of [1, -1]) {
  const xs = pick(n);
  console.log(xs.length, xs.join("-"), xs.join());
  xs.forEach((x, i) => console.log(i, typeof x, x));
  const ys = xs.map((x) => String(x) + "!");
  console.log(ys, xs.filter((x) => x !== 1 && x !== "a"));
  console.log(xs.some((x) => typeof x === "string"), xs.every((x) => typeof x === "number"));
  console.log(xs.find((x) => x === 2 || x === "c"), xs.findIndex((x) => x === 2 || x === "c"));
  console.log(xs.reduce((acc: string, x) => acc + x, ">"), xs.slice(1));
  xs.sort();
  console.log(xs, xs.toString());
}
const grid: number[][] | string[][] = Math.random() < 2 ? [[1, 2], [3]] : [["x"]];
console.log(grid.map((row) => row.length), grid.length);
