// toString(radix) and BigInt(string) with prefixes: round trips in every radix.
const xs: bigint[] = [0n, 1n, -1n, 35n, 36n, -255n, 2n ** 64n - 1n, 2n ** 64n, -(2n ** 100n) + 12345n, 3n ** 150n];
for (let r = 2; r <= 36; r += 1) {
  const parts = xs.map((x) => x.toString(r));
  console.log(r, parts.join(" "));
}
for (const x of xs) {
  const hex = x < 0n ? "-" + (-x).toString(16) : x.toString(16);
  const back = x < 0n ? -BigInt("0x" + (-x).toString(16)) : BigInt("0x" + x.toString(16));
  const bin = BigInt("0b" + (x < 0n ? -x : x).toString(2));
  const oct = BigInt("0o" + (x < 0n ? -x : x).toString(8));
  console.log(hex, back === x, bin === (x < 0n ? -x : x), oct === bin);
}
console.log(BigInt("  42  "), BigInt("\n-17\t"), BigInt(""), BigInt("+9"), BigInt("0X1F"), BigInt("0B101"), BigInt("0O17"));
console.log(BigInt("000123"), BigInt("-0"), BigInt("123456789012345678901234567890123456789"));
const digits = "0123456789abcdefghijklmnopqrstuvwxyz";
let big = 0n;
for (const ch of digits) big = big * 36n + BigInt(digits.indexOf(ch));
console.log(big, big.toString(36));
