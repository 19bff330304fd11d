// args: 25 --mod=1000000007
// i_bignum: BigInt arithmetic tool. Factorials, binomials, modpow, modular inverse
// by extended Euclid, Miller-Rabin with fixed bases, digit sums, and formatting
// of big and awkward numbers. Takes N and --mod from the command line.

function usage(): never {
  console.error("usage: i_bignum N [--mod=M]");
  process.exit(2);
}

const argv = process.argv.slice(2);
let n = -1;
let mod = 998244353n;
for (const a of argv) {
  if (a.startsWith("--mod=")) {
    try { mod = BigInt(a.slice(6)); } catch { usage(); }
  } else if (/^\d+$/.test(a)) n = parseInt(a, 10);
  else usage();
}
if (n < 0) usage();

function factorial(k: number): bigint {
  let r = 1n;
  for (let i = 2n; i <= BigInt(k); i++) r *= i;
  return r;
}

function modpow(base: bigint, exp: bigint, m: bigint): bigint {
  if (m === 1n) return 0n;
  let result = 1n;
  base = ((base % m) + m) % m;
  while (exp > 0n) {
    if (exp & 1n) result = (result * base) % m;
    exp >>= 1n;
    base = (base * base) % m;
  }
  return result;
}

function egcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
  if (b === 0n) return [a, 1n, 0n];
  const [g, x, y] = egcd(b, a % b);
  return [g, y, x - (a / b) * y];
}

function modinv(a: bigint, m: bigint): bigint | null {
  const [g, x] = egcd(((a % m) + m) % m, m);
  return g === 1n ? ((x % m) + m) % m : null;
}

function isProbablePrime(p: bigint): boolean {
  if (p < 2n) return false;
  for (const sp of [2n, 3n, 5n, 7n, 11n, 13n]) if (p % sp === 0n) return p === sp;
  let d = p - 1n, s = 0;
  while ((d & 1n) === 0n) { d /= 2n; s++; }
  outer: for (const a of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n]) {
    let x = modpow(a, d, p);
    if (x === 1n || x === p - 1n) continue;
    for (let r = 1; r < s; r++) {
      x = (x * x) % p;
      if (x === p - 1n) continue outer;
    }
    return false;
  }
  return true;
}

const group = (s: string): string => s.replace(/\B(?=(\d{3})+(?!\d))/g, "_");
const digitSum = (b: bigint): number => [...b.toString()].reduce((acc, d) => acc + Number(d), 0);

const f = factorial(n);
console.log(`${n}! = ${f}`);
console.log(`  digits=${f.toString().length} digitSum=${digitSum(f)} trailingZeros=${/0*$/.exec(f.toString())![0].length}`);
console.log(`  grouped=${group(f.toString())}`);
console.log(`  hex=0x${f.toString(16)} bits=${f.toString(2).length}`);
console.log(`  mod ${mod} = ${f % mod}`);

const binom = (a: number, b: number): bigint => factorial(a) / (factorial(b) * factorial(a - b));
const row = Array.from({ length: Math.min(n, 12) + 1 }, (_, k) => binom(Math.min(n, 12), k));
console.log(`row ${Math.min(n, 12)} of Pascal: ${row.join(" ")}`);

console.log(`2^${n * 10} mod ${mod} = ${modpow(2n, BigInt(n * 10), mod)}`);
console.log(`3^(mod-1) mod mod = ${modpow(3n, mod - 1n, mod)} (Fermat says 1 if prime)`);
for (const a of [2n, 10n, BigInt(n), mod - 1n, mod]) {
  const inv = modinv(a, mod);
  console.log(`inv(${a}) = ${inv === null ? "none" : inv}${inv !== null ? ` check=${(a * inv) % mod}` : ""}`);
}

const candidates = [mod, 561n, 2n ** 61n - 1n, 2n ** 64n + 1n, 1_000_000_000_039n, BigInt(n) * 2n + 1n];
for (const c of candidates) console.log(`${group(c.toString()).padStart(26)} ${isProbablePrime(c) ? "prime" : "composite"}`);

const big = 2n ** 100n;
console.log(`2^100=${big} neg=${-big} asInt64=${BigInt.asIntN(64, big - 1n)} asUint8=${BigInt.asUintN(8, 1234n)}`);
console.log(`division truncates: ${-7n / 2n} ${-7n % 2n} ${7n / -2n} ${7n % -2n}`);
console.log(`mixed compare: ${1n < 2} ${2n == (2 as unknown as bigint)} ${10n > 9.5} typeof=${typeof big}`);
console.log(`Number(2^60)=${Number(2n ** 60n)} exact=${Number(2n ** 53n + 1n) === 2 ** 53} parse=${BigInt("0x1f")} ${BigInt("  42  ")}`);
try {
  BigInt("12abc");
} catch (e) {
  console.log(`${(e as Error).name}: ${(e as Error).message}`);
}
try {
  console.log(1n / 0n);
} catch (e) {
  console.log(`${(e as Error).name}: ${(e as Error).message}`);
}
const nums = [0, -0, 1e21, 1e-7, 123.456, -1.005, 0.1 + 0.2, 2 ** 53, NaN, -Infinity, 255];
for (const x of nums) {
  console.log([String(x), x.toFixed(2), x.toPrecision(4), x.toExponential(1), Number.isFinite(x) ? x.toString(16) : "-", x.toLocaleString("en-US")].join(" | "));
}
console.log((1234567.891).toLocaleString("en-US", { style: "currency", currency: "USD" }), (0.256).toLocaleString("en-US", { style: "percent", maximumFractionDigits: 1 }));
console.log(JSON.stringify({ n: 1e21, small: 5e-324, neg0: -0, nan: NaN }), Object.is(-0, 0), [-0].includes(0));
