// Division truncates toward zero; the remainder takes the dividend's sign.
const pairs: [bigint, bigint][] = [[7n, 2n], [-7n, 2n], [7n, -2n], [-7n, -2n], [1n, 3n], [-1n, 3n], [0n, 5n], [6n, 3n], [-6n, 3n]];
for (const [a, b] of pairs) console.log(`${a} / ${b} = ${a / b}, ${a} % ${b} = ${a % b}`);
const big = 3n ** 400n + 12345n;
const divisors: bigint[] = [3n, -7n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 32n + 1n, 2n ** 64n - 1n, -(2n ** 64n + 1n), 10n ** 50n + 9n, 7n ** 120n, -(5n ** 300n)];
for (const d of divisors) {
  for (const a of [big, -big]) {
    const q = a / d, r = a % d;
    const ok = q * d + r === a && (r === 0n || (r < 0n) === (a < 0n)) && (r < 0n ? -r : r) < (d < 0n ? -d : d);
    console.log(q, r, ok);
  }
}
// Knuth D's rare add-back step: divisors whose top limb is large
const u = (2n ** 128n - 1n) * (2n ** 64n - 2n) + 12345n, v = 2n ** 96n - 2n ** 64n + 1n;
console.log(u / v, u % v, (u / v) * v + (u % v) === u);
for (let k = 1n; k <= 5n; k++) {
  const a = 2n ** (64n * k) - 1n, b = 2n ** (32n * k) + 1n;
  console.log(a / b, a % b);
}
const floorDiv = (a: bigint, b: bigint): bigint => (a % b !== 0n && (a < 0n) !== (b < 0n) ? a / b - 1n : a / b);
console.log(floorDiv(-7n, 2n), floorDiv(7n, -2n), floorDiv(-8n, 2n), floorDiv(7n, 2n));
