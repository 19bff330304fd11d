// Functions as values: passing, returning top-level functions, calling through variables.
function double(x: number): number {
  return x * 2;
}
function inc(x: number): number {
  return x + 1;
}
const square = (x: number): number => x * x;
const negate = function (x: number): number {
  return -x;
};
function apply(f: (x: number) => number, v: number): number {
  return f(v);
}
function twice(f: (x: number) => number, v: number): number {
  return f(f(v));
}
function pick(name: string): (x: number) => number {
  if (name === "double") return double;
  if (name === "square") return square;
  if (name === "negate") return negate;
  return inc;
}
console.log(apply(double, 21), apply(square, 9), apply(negate, 5), apply(inc, -1));
console.log(twice(double, 5), twice(square, 3), twice(negate, 7), twice(pick("inc"), 0));
let f: (x: number) => number = double;
console.log(f(10));
f = square;
console.log(f(10));
f = (x: number): number => x / 4;
console.log(f(10));
console.log(pick("square")(12), pick("?")(12), typeof f, typeof pick);
function sumWith(n: number, g: (i: number) => number): number {
  let total: number = 0;
  for (let i = 1; i <= n; i++) total += g(i);
  return total;
}
console.log(sumWith(10, double), sumWith(10, square), sumWith(4, (k: number): number => 1 / k));
