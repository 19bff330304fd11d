// Functions whose number parameters may be anything run an integer body when
// every such argument is an int32 (not -0), else their double body: both must
// give Node's answers, at the edges of the test too.
function sumFrom(xs: number[], from: number, to: number): number {
  let s = 0;
  for (let i = from; i < to; i++) s += xs[i] ?? 0.5;
  return s;
}
function countDown(n: number): string {
  const out: number[] = [];
  for (let k = n; k > n - 3; k--) out.push(k);
  return out.join(",");
}
function shift(x: number, by: number): number {
  let y = x;
  for (let i = 0; i < 3; i++) y = y + by;
  if (y > 5) y = y / 2; // may become fractional: the clone must not assume it stays whole
  return y;
}
function neg(z: number): number {
  let w = z;
  for (let i = 0; i < 2; i++) w = w * 1;
  return w;
}
function mulLoop(a: number, b: number): number {
  let p = a;
  for (let i = 0; i < b; i++) p = p * 3;
  return p;
}
function fill(grid: number[][], x0: number, y0: number, x1: number, y1: number, v: number): void {
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) grid[y][x] += v;
}
function rangeClosures(a: number, b: number): (() => number)[] {
  const fs: (() => number)[] = [];
  for (let i = a; i < b; i++) fs.push(() => i * 2);
  return fs;
}
function thrower(n: number): number {
  let t = 0;
  for (let i = n; i < n + 5; i++) { if (i === 3) throw new RangeError(`at ${i}`); t += i; }
  return t;
}
const xs = [1, 2, 3, 4, 5, 6];
const args = process.argv.length > 5 ? process.argv : ["", "", "1", "2.5", "-0"];
const one = Number(args[2]), frac = Number(args[3]), negz = Number(args[4]);
console.log(sumFrom(xs, one, 4), sumFrom(xs, frac, 5), sumFrom(xs, negz, 2), sumFrom(xs, NaN, 3), sumFrom(xs, -Infinity, -Infinity));
console.log(sumFrom(xs, 2 ** 31 - 1, 2 ** 31 + 1), sumFrom(xs, -(2 ** 31), -(2 ** 31) + 2), sumFrom(xs, 2 ** 31, 2 ** 31 + 2));
console.log(countDown(one), countDown(frac), countDown(negz), countDown(2 ** 31), countDown(-(2 ** 31)), countDown(2 ** 53));
console.log(shift(one, 1), shift(one, 2), shift(frac, 1), shift(2147483647, 2147483647), shift(-2147483648, -2147483648));
console.log(Object.is(neg(negz), -0), Object.is(neg(0), 0), neg(-5), neg(1e300));
console.log(mulLoop(one, 40), mulLoop(7, 30), mulLoop(negz, 3), mulLoop(2, 25.5));
const grid = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
fill(grid, one, 0, 2, one, 5); fill(grid, 0, frac, 1, 2, 1); fill(grid, negz, negz, 0, 0, 7);
console.log(JSON.stringify(grid));
console.log(rangeClosures(one, 4).map((f) => f()), rangeClosures(frac, 4).map((f) => f()));
for (const n of [0, 1, 2.5, 10]) {
  try { console.log("thrower", n, thrower(n)); } catch (e) { console.log("caught", (e as Error).name, (e as Error).message); }
}
