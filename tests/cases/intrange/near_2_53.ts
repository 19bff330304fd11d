// Values near 2^53 passed to parameters: the arithmetic must round like doubles.
function inc(x: number): number {
  return x + 1;
}
function add(a: number, b: number): number {
  return a + b;
}
const big = 9007199254740991;
console.log(inc(big), inc(big) + 1, inc(inc(big)), add(big, 2), add(big, 1) === add(big, 2));
function step(x: number): number {
  return x + 3;
}
let v = 9007199254740980;
for (let i = 0; i < 6; i++) v = step(v);
console.log(v);
function prod(a: number, b: number): number {
  return a * b;
}
console.log(prod(94906267, 94906267), prod(2 ** 26 + 1, 2 ** 27 + 3), prod(-(2 ** 30), 2 ** 30));
function mod(a: number, b: number): number {
  return a % b;
}
console.log(mod(2 ** 53 + 2, 3), mod(9007199254740991, 10), mod(-9007199254740991, 7));
let k = 1;
for (let i = 0; i < 70; i++) k = add(k, k);
console.log(k);
