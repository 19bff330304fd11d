// Callbacks that report through module-level state; predicates passed as values.
let visited: number = 0;
function forRange(from: number, to: number, visit: (i: number) => void): void {
  for (let i = from; i < to; i++) visit(i);
}
function countIf(from: number, to: number, pred: (i: number) => boolean): number {
  let c: number = 0;
  for (let i = from; i < to; i++) if (pred(i)) c++;
  return c;
}
let squares: string = "";
function collectSquare(i: number): void {
  visited++;
  squares += i * i + " ";
}
forRange(0, 8, collectSquare);
console.log(visited, squares.trim());
const isOdd = (i: number): boolean => i % 2 !== 0;
function isOddToNumber(x: number): number {
  return isOdd(x) ? 1 : 0;
}
function isPerfect(n: number): boolean {
  let s: number = 0;
  for (let d = 1; d < n; d++) if (n % d === 0) s += d;
  return n > 1 && s === n;
}
console.log(countIf(0, 100, isOdd), countIf(1, 10000, isPerfect), countIf(0, 0, isOdd));
forRange(1, 10000, (i: number): void => {
  if (isPerfect(i)) console.log("perfect:", i);
});
let composed: (x: number) => number = (x: number): number => x;
for (let k = 0; k < 3; k++) {
  composed = k === 1 ? isOddToNumber : (x: number): number => -x;
}
console.log(composed(-16), visited);
