// Decimals with a few fraction digits (prices, measurements, percentages):
// String(x) prints the shortest digits that read back as x, as V8 does.
// Their products with powers of ten are rarely exact (9.99 * 100 is
// 999.0000000000001), which must not change the digits.
let seed = 12345;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

const lines: string[] = [];
let checksum = 0;
for (let k = 1; k <= 6; k++) {
  const scale = 10 ** k;
  for (let i = 0; i < 400; i++) {
    const m = Math.floor(rand() * 10 ** (2 + (i % 12)));
    const x = m / scale;
    const s = String(x);
    if (Number(s) !== x) lines.push(`no round trip: ${s}`);
    checksum = (checksum * 31 + s.length) % 1000003;
    if (i % 40 === 0) lines.push(`${k} ${s} ${-x} ${x * 3} ${x + 0.1}`);
  }
}
console.log(lines.join("\n"));
console.log("checksum", checksum);

const prices = [9.99, 12.49, 14.99, 17.49, 19.99, 0.1 + 0.2, 1.005, 2.675, 1e-7, 1.5e-7, 123456789.123];
console.log(prices.map((p) => String(p)).join(" "));
console.log(JSON.stringify({ prices, total: Math.round(prices.reduce((a, b) => a + b, 0) * 100) / 100 }));
const thirds: number[] = [];
for (let i = 1; i < 12; i++) thirds.push(i / 3, i / 7, i * 1.1, i * 0.07);
console.log(thirds.join(","));
console.log(`${0.000123} ${0.0001234567} ${999999999999999.9} ${99999999999999.99} ${4.35} ${0.3 * 3}`);
