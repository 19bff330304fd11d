// Array methods on a union of tuple types whose members are stored alike
// (what for...of over an `as const` array of string tuples gives).
for (const [user, names] of [[1, ["ada", "grace"]], [2, ["linus"]]] as const) {
  console.log(user, names.join("/"), names.map((n) => n.toUpperCase()), names.slice(-1), names.length);
  names.forEach((n, i) => console.log(` ${i}:${n}`));
  console.log(names.some((n) => n.startsWith("g")), names.find((n) => n.length > 4) ?? "-", [...names].reverse());
}
const grid: [number, number][] | number[][] = Math.random() < 2 ? [[1, 2], [3, 4]] : [[5]];
console.log(grid.map((r) => r.join("-")).join(" "));
const mixed: string[] | number[] = Math.random() < 2 ? ["b", "a"] : [2, 1];
console.log(mixed.join(","), mixed.length);
const copy = [...mixed, ...grid[0]];
console.log(copy, copy.length);
const rows = [["a", "b"], ["c"]] as const;
for (const r of rows) {
  const sorted = [...r].sort((x, y) => y.localeCompare(x));
  console.log(sorted.join(""), r.join(""));
}
