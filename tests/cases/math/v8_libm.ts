// Node's Math functions come from V8's fdlibm port, which is not correctly
// rounded: these printed values differ from glibc's libm in the last digit.
// A runtime that wants Node's exact output must use the same algorithms.
console.log(10 ** -5, Math.pow(5, -5));
console.log(Math.cbrt(2), Math.cbrt(3), Math.cbrt(10));
console.log(Math.hypot(1e200, 1e200), Math.hypot(3e200, 4e200));
console.log(Math.exp(2), Math.exp(10), Math.exp(-1));
console.log(Math.log(10), Math.log(3), Math.log10(5));
console.log(Math.sin(1), Math.cos(1), Math.tan(1), Math.atan(0.5));
console.log(Math.sinh(1), Math.cosh(1), Math.tanh(0.5), Math.expm1(1e-5), Math.log1p(1e-5));
