// Numeric algorithms parameterized by functions: bisection, integration, Newton.
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  for (let i = 0; i < 100; i++) {
    const mid: number = (lo + hi) / 2;
    if (f(lo) * f(mid) <= 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}
function simpson(f: (x: number) => number, a: number, b: number, n: number): number {
  const h: number = (b - a) / n;
  let s: number = f(a) + f(b);
  for (let i = 1; i < n; i++) s += f(a + i * h) * (i % 2 === 1 ? 4 : 2);
  return (s * h) / 3;
}
function newtonSqrt(v: number): number {
  let x: number = v;
  for (let i = 0; i < 30; i++) x = (x + v / x) / 2;
  return x;
}
const cubic = (x: number): number => x * x * x - 2 * x - 5;
console.log(bisect(cubic, 2, 3).toFixed(12));
console.log(bisect((x: number): number => Math.cos(x), 0, 3).toFixed(12), (Math.PI / 2).toFixed(12));
console.log(simpson((x: number): number => Math.sin(x), 0, Math.PI, 100).toFixed(10));
console.log(simpson((x: number): number => x * x, 0, 3, 10));
console.log(simpson((x: number): number => 4 / (1 + x * x), 0, 1, 1000).toFixed(12));
console.log(newtonSqrt(2), Math.sqrt(2), newtonSqrt(2) === Math.sqrt(2));
console.log(newtonSqrt(1e10), newtonSqrt(0.25));
