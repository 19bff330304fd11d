// readonly tuples, `as const` arrays, readonly arrays and ReadonlyArray<T>.
const origin: readonly [number, number] = [0, 0];
console.log(origin, origin[0] + origin[1]);

const dirs = ["north", "east", "south", "west"] as const;
console.log(dirs, dirs.length, dirs[2]);
for (const d of dirs) console.log(d.toUpperCase());

const rgb = [255, 128, 0] as const;
console.log(rgb[0] + rgb[1] + rgb[2]);

function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
console.log(sum([1, 2, 3]), sum(rgb));

const names: ReadonlyArray<string> = ["b", "a", "c"];
console.log(names.slice().sort(), names.indexOf("c"), names.includes("z"));

function first(pair: readonly [string, number]): string {
  return pair[0];
}
console.log(first(["x", 1]));
