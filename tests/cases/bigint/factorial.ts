// Factorials to hundreds of digits, their digit sums and trailing zeros.
function factorial(n: number): bigint {
  let r = 1n;
  for (let i = 2n; i <= BigInt(n); i++) r *= i;
  return r;
}
function digitSum(x: bigint): number {
  let s = 0;
  for (const ch of x.toString()) s += Number(ch);
  return s;
}
function trailingZeros(x: bigint): number {
  let z = 0;
  while (x > 0n && x % 10n === 0n) {
    x /= 10n;
    z++;
  }
  return z;
}
for (const n of [0, 1, 5, 20, 21, 25, 50, 100]) console.log(`${n}! = ${factorial(n)}`);
const f500 = factorial(500);
console.log(f500);
console.log(f500.toString().length, digitSum(f500), trailingZeros(f500));
console.log(factorial(300) / factorial(298), factorial(200) / (factorial(100) * factorial(100)));
// binomial coefficients by the multiplicative formula
function choose(n: bigint, k: bigint): bigint {
  let r = 1n;
  for (let i = 1n; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}
console.log(choose(1000n, 500n));
console.log([0n, 1n, 2n, 3n, 4n, 5n, 6n].map((k) => choose(6n, k)).join(" "));
