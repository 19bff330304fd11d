// Recursive gcd and memo-free binomial coefficients (Pascal's triangle).
function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}
function binom(n: number, k: number): number {
  if (k === 0 || k === n) return 1;
  return binom(n - 1, k - 1) + binom(n - 1, k);
}
console.log(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(-12, 8), gcd(2 ** 40, 6 ** 20));
console.log(lcm(4, 6), lcm(21, 6), lcm(1, 1));
let l: number = 1;
for (let i = 1; i <= 20; i++) l = lcm(l, i);
console.log("lcm(1..20) =", l);
for (let n = 0; n <= 8; n++) {
  let row: string = " ".repeat((8 - n) * 2);
  for (let k = 0; k <= n; k++) row += String(binom(n, k)).padStart(4);
  console.log(row);
}
console.log(binom(20, 10), binom(24, 12));
