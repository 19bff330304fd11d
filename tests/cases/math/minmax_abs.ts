// Math.min, max, abs and hypot with several, zero and special arguments.
console.log(Math.min(3, 1, 2), Math.max(3, 1, 2), Math.min(), Math.max());
console.log(Math.min(1), Math.max(-1), Math.min(0, -0), Math.max(-0, 0), Math.max(-0, -0));
console.log(Math.min(1, NaN, 0), Math.max(NaN, Infinity), Math.min(-Infinity, 5));
console.log(Math.abs(-7.5), Math.abs(7.5), Math.abs(-0), Math.abs(NaN), Math.abs(-Infinity));
console.log(Math.abs(-2147483648), Math.abs(-9007199254740993));
console.log(Math.hypot(3, 4), Math.hypot(5, 12, 84), Math.hypot(), Math.hypot(-3), Math.hypot(3e-200, 4e-200) > 0);
console.log(Math.hypot(NaN, Infinity), Math.hypot(1, NaN), Math.hypot(Infinity, NaN));
function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}
console.log(clamp(5, 0, 10), clamp(-5, 0, 10), clamp(50, 0, 10), clamp(NaN, 0, 10));
let lo: number = Infinity;
let hi: number = -Infinity;
for (let i = 0; i < 50; i++) {
  const v: number = Math.sin(i) * 100;
  lo = Math.min(lo, v);
  hi = Math.max(hi, v);
}
console.log(lo.toFixed(6), hi.toFixed(6));
