// Fibonacci and Lucas numbers with bigints: iteration, fast doubling, identities.
function fibIter(n: number): bigint {
  let a = 0n, b = 1n;
  for (let i = 0; i < n; i++) {
    const t = a + b;
    a = b;
    b = t;
  }
  return a;
}
// F(2k) = F(k) * (2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2
function fibDoubling(n: bigint): [bigint, bigint] {
  if (n === 0n) return [0n, 1n];
  const [a, b] = fibDoubling(n >> 1n);
  const c = a * (2n * b - a);
  const d = a * a + b * b;
  return n & 1n ? [d, c + d] : [c, d];
}
console.log(fibIter(100), fibIter(300));
console.log(fibIter(1000));
const [f1000] = fibDoubling(1000n);
console.log(f1000 === fibIter(1000));
const [f5000] = fibDoubling(5000n);
console.log(f5000.toString().length, f5000 % 1_000_000_007n);
// Cassini: F(n-1)F(n+1) - F(n)^2 = (-1)^n
for (const n of [10, 11, 250, 251]) {
  const a = fibIter(n - 1), b = fibIter(n), c = fibIter(n + 1);
  console.log(n, a * c - b * b);
}
const lucas = (n: number): bigint => fibIter(n - 1) + fibIter(n + 1);
console.log(lucas(200), fibIter(400) === fibIter(200) * lucas(200));
