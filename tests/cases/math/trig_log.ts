// Trigonometry, exponentials and logarithms (values chosen to be exactly reproducible).
console.log(Math.PI, Math.E, Math.LN2, Math.LN10, Math.LOG2E, Math.LOG10E);
console.log(Math.sin(0), Math.cos(0), Math.tan(0), Math.sin(-0), Math.atan2(0, -1), Math.atan2(-0, -1));
console.log(Math.atan2(1, 1), Math.atan2(-1, -1), Math.atan2(0, 0), Math.atan2(0, -0), Math.atan2(1, 0));
console.log(Math.atan2(Infinity, Infinity), Math.atan2(-Infinity, -Infinity));
console.log(Math.sin(Math.PI / 6).toFixed(12), Math.cos(Math.PI / 3).toFixed(12), Math.tan(Math.PI / 4).toFixed(12));
console.log(Math.exp(0), Math.exp(1) === Math.E, Math.exp(-Infinity), Math.exp(Infinity), Math.exp(710));
console.log(Math.log(1), Math.log(0), Math.log(-1), Math.log(Math.E), Math.log(Infinity));
console.log(Math.log2(8), Math.log2(1024), Math.log2(0.125), Math.log2(3).toFixed(10));
console.log(Math.log10(1000), Math.log10(1e-5), Math.log10(2).toFixed(12), Math.log10(0));
console.log(Math.asin(1) * 2 === Math.PI, Math.acos(-1) === Math.PI, Math.atan(Infinity) * 2 === Math.PI);
console.log(Math.sinh(0), Math.cosh(0), Math.tanh(Infinity), Math.tanh(-Infinity), Math.expm1(0), Math.log1p(0));
console.log(Math.sin(Infinity), Math.cos(NaN), Math.asin(2), Math.acos(1.5));
function deg(r: number): number {
  return Math.round((r * 180) / Math.PI * 1e9) / 1e9;
}
for (let k = 0; k < 8; k++) {
  const a: number = (k * Math.PI) / 4;
  console.log(k, deg(a), Math.round(Math.sin(a) * 1e6) / 1e6, Math.round(Math.cos(a) * 1e6) / 1e6);
}
