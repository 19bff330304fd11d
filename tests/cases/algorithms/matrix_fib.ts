// Fibonacci mod 1e9+7 via 2x2 matrix exponentiation, with 4 module-level cells.
const MOD: number = 1_000_000_007;
let a: number = 1;
let b: number = 0;
let c: number = 0;
let d: number = 1;
// Multiplies without losing precision: splits one factor into 16-bit halves.
function mulmod(x: number, y: number): number {
  const hi: number = Math.floor(y / 65536);
  const lo: number = y % 65536;
  return (((x * hi) % MOD) * 65536 + x * lo) % MOD;
}
function fibmod(n: number): number {
  a = 1; b = 0; c = 0; d = 1;
  let p: number = 1, q: number = 1, r: number = 1, s: number = 0;
  while (n > 0) {
    if (n % 2 === 1) {
      const na: number = (mulmod(a, p) + mulmod(b, r)) % MOD;
      const nb: number = (mulmod(a, q) + mulmod(b, s)) % MOD;
      const nc: number = (mulmod(c, p) + mulmod(d, r)) % MOD;
      const nd: number = (mulmod(c, q) + mulmod(d, s)) % MOD;
      a = na; b = nb; c = nc; d = nd;
    }
    const np: number = (mulmod(p, p) + mulmod(q, r)) % MOD;
    const nq: number = (mulmod(p, q) + mulmod(q, s)) % MOD;
    const nr: number = (mulmod(r, p) + mulmod(s, r)) % MOD;
    const ns: number = (mulmod(r, q) + mulmod(s, s)) % MOD;
    p = np; q = nq; r = nr; s = ns;
    n = Math.floor(n / 2);
  }
  return b;
}
console.log(fibmod(1), fibmod(2), fibmod(10), fibmod(50), fibmod(90));
console.log(fibmod(100000), fibmod(1e15), fibmod(2 ** 53 - 1));
console.log(mulmod(MOD - 1, MOD - 1), mulmod(123456789, 987654321));
