// Modular exponentiation, Miller-Rabin and a toy RSA round trip.
function modpow(base: bigint, exp: bigint, mod: bigint): bigint {
  let r = 1n;
  base %= mod;
  if (base < 0n) base += mod;
  while (exp > 0n) {
    if (exp & 1n) r = (r * base) % mod;
    base = (base * base) % mod;
    exp >>= 1n;
  }
  return r;
}
function egcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
  if (b === 0n) return [a, 1n, 0n];
  const [g, x, y] = egcd(b, a % b);
  return [g, y, x - (a / b) * y];
}
function modinv(a: bigint, m: bigint): bigint {
  const [g, x] = egcd(a, m);
  if (g !== 1n) throw new Error("not invertible");
  return ((x % m) + m) % m;
}
function isProbablePrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n]) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n, s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  outer: for (const a of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n]) {
    let x = modpow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue outer;
    }
    return false;
  }
  return true;
}
console.log(modpow(2n, 10n ** 18n, 1_000_000_007n), modpow(3n, 200n, 10n ** 30n), modpow(-7n, 13n, 11n));
const m127 = 2n ** 127n - 1n, m521 = 2n ** 521n - 1n;
console.log(isProbablePrime(m127), isProbablePrime(m521), isProbablePrime(m127 * 3n), isProbablePrime(2n ** 128n + 1n));
const primes: bigint[] = [];
for (let n = 10n ** 20n; primes.length < 3; n++) if (isProbablePrime(n)) primes.push(n);
console.log(primes);
const p = 2n ** 89n - 1n, q = 2n ** 107n - 1n, n = p * q, phi = (p - 1n) * (q - 1n), e = 65537n;
const d = modinv(e, phi);
const msg = 0x48656c6c6f2c20776f726c6421n; // "Hello, world!"
const c = modpow(msg, e, n);
console.log(n, d);
console.log(c, modpow(c, d, n) === msg, modpow(c, d, n).toString(16));
