// toFixed and toPrecision computed exactly in 128 bits (f, p up to 27) must
// agree with the exact decimal expansion, ties rounded up in magnitude, and
// with the printf path beyond that range.
const xs: number[] = [
  0, -0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1.005, 1.045, 8.345, 2.675, 0.000001, -0.0001, 1e-7,
  123.456, 999.995, 9.995, 99.5, 0.95, 4503599627370495.5, 9007199254740993, 123456789012345680000,
  999999999999999900000, 1e20, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 3.540795221245286e-12,
  1 / 3, 2 / 3, 0.1 + 0.2, 1234.5678, -98765.4321, 1e-10, 7.0000000000000001e-27, 6.02214076e23,
];
const lines: string[] = [];
for (const x of xs) {
  const fixed: string[] = [];
  for (const f of [0, 1, 2, 3, 5, 10, 17, 20, 26, 27, 28, 30, 50]) fixed.push(x.toFixed(f));
  lines.push(fixed.join(" "));
  const prec: string[] = [];
  for (const p of [1, 2, 3, 6, 15, 16, 17, 21, 26, 27, 28, 40]) prec.push(x.toPrecision(p));
  lines.push(prec.join(" "));
}
// Money-like values: what a report prints.
let seed = 7;
for (let i = 0; i < 200; i++) {
  seed = (seed * 16807) % 2147483647;
  const v = (seed / 2147483647 - 0.3) * 1e6;
  lines.push(`${v.toFixed(2)} ${(v / 1000).toFixed(0)} ${(seed / 2147483647).toPrecision(4)} ${(v * 1e-9).toPrecision(3)}`);
}
console.log(lines.join("\n"));
