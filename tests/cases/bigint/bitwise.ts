// Bitwise operators on infinite-precision two's complement, with negatives.
const xs: bigint[] = [0n, 1n, -1n, 5n, -5n, 0xffn, -256n, 2n ** 64n - 1n, -(2n ** 64n), 2n ** 100n + 7n, -(2n ** 100n) - 7n];
for (const a of xs) {
  const row: string[] = [];
  for (const b of xs) row.push(`${a & b}|${a | b}|${a ^ b}`);
  console.log(a, ~a, row.join(" "));
}
for (const a of [1n, -1n, 3n, -3n, 12345n, -12345n, 2n ** 70n + 1n, -(2n ** 70n) - 1n]) {
  console.log(a << 0n, a << 1n, a << 31n, a << 32n, a << 65n, a >> 1n, a >> 2n, a >> 31n, a >> 32n, a >> 100n, a << -3n, a >> -3n);
}
console.log(-1n >> 1000n, 1n >> 1000n, -(2n ** 64n) >> 64n, -(2n ** 64n) >> 63n, (-(2n ** 64n) - 1n) >> 64n);
console.log(BigInt.asIntN(8, 127n), BigInt.asIntN(8, 128n), BigInt.asIntN(8, -129n), BigInt.asUintN(8, -1n), BigInt.asUintN(8, 256n));
console.log(BigInt.asIntN(64, 2n ** 63n), BigInt.asIntN(64, 2n ** 63n - 1n), BigInt.asUintN(64, -1n), BigInt.asUintN(64, 2n ** 64n + 5n));
console.log(BigInt.asIntN(65, -(2n ** 64n)), BigInt.asIntN(33, 2n ** 32n), BigInt.asUintN(1, -3n), BigInt.asIntN(1, 1n), BigInt.asIntN(0, 99n));
console.log(BigInt.asUintN(130, -(2n ** 100n)), BigInt.asIntN(200, -(2n ** 150n)), BigInt.asIntN(100, 2n ** 99n + 3n));
// population count and bit length of big values
function popcount(x: bigint): number {
  let n = 0;
  for (; x > 0n; x &= x - 1n) n++;
  return n;
}
function bitLength(x: bigint): number {
  return x === 0n ? 0 : (x < 0n ? -x : x).toString(2).length;
}
console.log(popcount(2n ** 200n - 1n), popcount(0xf0f0f0f0f0f0f0f0f0f0n), bitLength(3n ** 300n), bitLength(-(2n ** 64n)));
