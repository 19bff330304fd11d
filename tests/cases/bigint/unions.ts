// bigint in unions, typeof narrowing, and as Map/Set keys (SameValueZero by value).
type Num = number | bigint;
function double(x: Num): Num {
  return typeof x === "bigint" ? x * 2n : x * 2;
}
function describe(x: number | bigint | string | undefined): string {
  if (typeof x === "bigint") return `bigint ${x}`;
  if (typeof x === "number") return `number ${x}`;
  if (typeof x === "string") return `string ${x}`;
  return "nothing";
}
console.log(double(21), double(21n), double(2n ** 64n));
console.log([1, 1n, "1", undefined].map(describe));
const u: unknown = 5n;
if (typeof u === "bigint") console.log("unknown holds", u + 1n);
const m = new Map<bigint, string>();
for (let i = 0n; i < 5n; i++) m.set(i * (2n ** 64n), `v${i}`);
console.log(m.get(2n ** 66n), m.get(3n * 2n ** 64n), m.has(2n ** 64n + 1n), m.size);
m.delete(0n);
console.log([...m.keys()], m.get(0n));
const s = new Set<bigint>();
for (const x of [1n, 2n, 1n, 10n ** 30n, 10n ** 30n, -0n, 0n]) s.add(x);
console.log(s.size, [...s], s.has(10n ** 30n));
const mixed = new Map<number | bigint, string>([[1, "number one"], [1n, "bigint one"]]);
console.log(mixed.get(1), mixed.get(1n), mixed.size);
const counts = new Map<bigint, number>();
for (const k of [3n, 1n, 3n, 2n, 3n, 1n]) counts.set(k, (counts.get(k) ?? 0) + 1);
console.log(counts);
const nb: number | bigint = mixed.size > 1 ? 5n : 3;
console.log(nb.toString(), [1, 2n, 2.5].map((x) => x.toString()));
