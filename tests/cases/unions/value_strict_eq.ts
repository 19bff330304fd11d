// === and !== between values of union types: numbers (NaN, -0), strings by
// contents, bigints by value, objects and functions by identity, and the
// specials, in every pairing.
type V = number | string | bigint | boolean | null | undefined | { n: number } | (() => number);

const obj = { n: 1 };
const fn = () => 1;
const vals: V[] = [
  0, -0, 1, 1.5, NaN, Infinity, -Infinity, "", "1", "ab", ["a", "b"].join(""), 1n, BigInt(1), 2n ** 64n,
  2n ** 64n + 0n, true, false, null, undefined, obj, { n: 1 }, fn, () => 1,
];
const rows: string[] = [];
for (let i = 0; i < vals.length; i++) {
  let row = "";
  for (let j = 0; j < vals.length; j++) row += vals[i] === vals[j] ? "1" : vals[i] !== vals[j] ? "0" : "?";
  rows.push(row);
}
console.log(rows.join("\n"));

function find(xs: V[], x: V): number {
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) return i;
  return -1;
}
console.log(find(vals, "ab"), find(vals, 2n ** 64n), find(vals, NaN), find(vals, -0), find(vals, undefined), find(vals, obj));
let u: V = undefined;
const seen: string[] = [];
for (const v of vals) {
  if (v === undefined) seen.push("u");
  else if (v === null) seen.push("n");
  else if (v === true) seen.push("t");
  else if (v === u) seen.push("?");
}
u = "x";
console.log(seen.join(""), u === "x", u !== "x");
