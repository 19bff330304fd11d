// Integer square and cube roots by Newton's method; sqrt(2) to 300 digits; perfect-square tests.
function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError("negative");
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
function icbrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 3) + 1);
  for (;;) {
    const y = (2n * x + n / (x * x)) / 3n;
    if (y >= x) return x;
    x = y;
  }
}
const r2 = isqrt(2n * 10n ** 600n).toString();
console.log(r2[0] + "." + r2.slice(1));
for (const n of [0n, 1n, 15n, 16n, 17n, 10n ** 40n, 10n ** 40n - 1n, 2n ** 127n, (2n ** 100n + 7n) ** 2n, (2n ** 100n + 7n) ** 2n - 1n]) {
  const s = isqrt(n);
  console.log(n, s, s * s <= n && (s + 1n) * (s + 1n) > n, s * s === n);
}
for (const n of [27n, 28n, 10n ** 30n, 3n ** 300n, 3n ** 300n - 1n]) console.log(icbrt(n));
try {
  isqrt(-4n);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
