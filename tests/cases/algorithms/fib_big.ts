// Fibonacci iteratively: exact up to 2^53, then approximate; mod 1e9+7 stays exact.
let a: number = 0;
let b: number = 1;
for (let i = 0; i <= 100; i++) {
  if (i % 10 === 0 || (i >= 76 && i <= 80)) console.log(i, a, Number.isSafeInteger(a));
  const t: number = a + b;
  a = b;
  b = t;
}
const MOD: number = 1_000_000_007;
let x: number = 0;
let y: number = 1;
for (let i = 0; i < 100000; i++) {
  const t: number = (x + y) % MOD;
  x = y;
  y = t;
}
console.log("fib(100000) mod 1e9+7 =", x);
let p: number = 1;
let q: number = 1;
let n: number = 2;
while (q < 1e300) {
  const t: number = p + q;
  p = q;
  q = t;
  n++;
}
console.log("first fib >= 1e300 is #" + n, q.toPrecision(6), (q / p).toFixed(15));
