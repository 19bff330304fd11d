// Relational operators between bigints and between a bigint and a number.
const bs: bigint[] = [-(2n ** 64n), -3n, -1n, 0n, 1n, 2n, 2n ** 53n + 1n, 2n ** 64n, 2n ** 1024n];
const ns: number[] = [-Infinity, -(2 ** 64), -2.5, -1, -0, 0.5, 1, 2 ** 53, 2 ** 64, 1.7976931348623157e308, Infinity, NaN];
for (const b of bs) {
  const row: string[] = [];
  for (const n of ns) row.push(`${b < n ? "<" : ""}${b <= n ? "le" : ""}${b > n ? ">" : ""}${b >= n ? "ge" : ""}${n < b ? "r<" : ""}${n >= b ? "rge" : ""}`);
  console.log(b, row.join(","));
}
for (const a of bs) console.log(bs.map((b) => (a < b ? "<" : a > b ? ">" : a === b ? "=" : "?")).join(""));
const sorted = [5n, -10n, 2n ** 70n, 0n, -(2n ** 70n), 3n, 3n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
console.log(sorted);
const max = (xs: bigint[]): bigint => xs.reduce((m, x) => (x > m ? x : m));
console.log(max([1n, 99n, -100n, 98n]), [1n, 2n, 3n].includes(2n), [1n, 2n].indexOf(2n), sorted[0] === -(2n ** 70n), sorted[5] !== 3n);
const a: bigint = 2n ** 80n, b: bigint = 2n ** 80n;
console.log(a === b, a == b, a !== b, [a].includes(b));
