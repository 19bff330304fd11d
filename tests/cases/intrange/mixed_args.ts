// A parameter that receives integers from one call site and fractions from another.
function half(n: number): number {
  return n % 2;
}
function twice(n: number): number {
  return n * 2;
}
let s = 0;
for (let i = 0; i < 10; i++) s = s + half(i);
console.log(s, half(7.5), half(-3), twice(0.25), twice(3));
// -0 through a parameter: must stay -0.
function negZero(x: number): number {
  return x;
}
function sign(x: number): string {
  return 1 / x === -Infinity ? "-0" : String(x);
}
console.log(sign(negZero(-0)), sign(negZero(0)), 1 / negZero(-0));
function passThrough(k: number): number {
  return k * 1;
}
console.log(1 / passThrough(0 * -1), 1 / passThrough(0));
// -0 produced inside from an int parameter.
function mulNeg(a: number, b: number): number {
  return a * b;
}
console.log(1 / mulNeg(0, -5), 1 / mulNeg(3, 0), mulNeg(4, 5));
function modNeg(a: number): number {
  return a % 3;
}
console.log(1 / modNeg(-3), modNeg(7));
