// Math.pow / ** / sqrt / cbrt: exact results and the JS-specific special cases.
console.log(Math.pow(2, 10), 2 ** 0.5, Math.pow(2, -1), Math.pow(-8, 1 / 3), Math.cbrt(-8));
console.log(Math.sqrt(16), Math.sqrt(2), Math.sqrt(-1), Math.sqrt(-0), Math.sqrt(Infinity));
console.log(Math.cbrt(27), Math.cbrt(-1000), Math.cbrt(-0), Math.cbrt(Infinity), Math.cbrt(0.125));
console.log(Math.pow(NaN, 0), Math.pow(1, Infinity), Math.pow(1, NaN), Math.pow(-1, Infinity));
console.log(Math.pow(0, 0), Math.pow(0, -1), Math.pow(-0, -1), Math.pow(-0, -2), Math.pow(-0, 3));
console.log(Math.pow(-2, 0.5), Math.pow(-Infinity, 3), Math.pow(-Infinity, 2), Math.pow(-Infinity, -1));
console.log(Math.pow(0.5, Infinity), Math.pow(2, -Infinity), Math.pow(2, 1023), Math.pow(2, 1024));
console.log(2 ** -10, 10 ** 21, 7 ** 2 ** 2, (-7) ** 2, -(7 ** 2), (-2) ** 3, 0.5 ** 3);
console.log(Math.pow(2, 0.5) === Math.SQRT2, Math.sqrt(0.5) === Math.SQRT1_2, Math.SQRT2, Math.SQRT1_2);
let x: number = 3;
x **= 4;
console.log(x, x ** 0.5, Math.sqrt(x));
for (let i = 1; i <= 6; i++) {
  console.log(i, Math.sqrt(i), i ** i, (-i) ** i, Math.pow(2, -i), Math.pow(i, 0));
}
console.log(Math.sqrt(1e-320), Math.sqrt(Number.MAX_VALUE), Math.sqrt(2 ** 106), Math.sqrt(9007199254740993));
