// Math.max / Math.min passed where a function of fixed number parameters is expected.
type Combine = (a: number, b: number) => number;
const pickers: Record<string, Combine> = { hi: Math.max, lo: Math.min, sum: (a, b) => a + b };
const pairs: [number, number][] = [[3, 9], [-1, -7], [0, -0]];
for (const name of Object.keys(pickers)) console.log(name, pairs.map(([a, b]) => pickers[name](a, b)));
function fold(xs: number[], f: Combine, start: number): number {
  let acc = start;
  for (const x of xs) acc = f(acc, x);
  return acc;
}
console.log(fold([4, 8, 1], Math.max, -Infinity), fold([4, 8, 1], Math.min, Infinity), fold([], Math.max, 0));
const clamp3: (x: number, lo: number, hi: number) => number = Math.max;
console.log(clamp3(1, 2, 3), 1 / Math.min(0, -0), 1 / pickers.lo(0, -0));
