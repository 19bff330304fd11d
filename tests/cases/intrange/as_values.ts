// Functions used as values keep the double convention, even when every direct call passes ints.
function square(n: number): number {
  return n * n;
}
function apply(f: (x: number) => number, x: number): number {
  return f(x);
}
let t = 0;
for (let i = 0; i < 5; i++) t = t + square(i);
console.log(t, apply(square, 1.5), apply(square, -0), 1 / apply(square, -0));
const g = square;
console.log(g(0.5), square(3));
function ret(n: number): number {
  if (n > 3) return n / 2;
  return n;
}
let u = 0;
for (let i = 0; i < 8; i++) u = u + ret(i);
console.log(u);
function noReturn(n: number): number {
  if (n > 0) {
    return n;
  }
  return n - 1;
}
console.log(noReturn(5), noReturn(0), noReturn(-0));
