// numshort_test.js - the corpus numshort_test.c checks: one line per double,
// "BITS String(x) x.toExponential()" with BITS the 16 hex digits of the double.
// Deterministic (a fixed-seed xorshift), so a failure can be reproduced.
'use strict';

const buf = new DataView(new ArrayBuffer(8));
const fromBits = (b) => { buf.setBigUint64(0, b); return buf.getFloat64(0); };
const toBits = (x) => { buf.setFloat64(0, x); return buf.getBigUint64(0); };
const M64 = (1n << 64n) - 1n;

let state = 0x9E3779B97F4A7C15n;
function next64() { // xorshift64*
  state ^= state >> 12n; state ^= (state << 25n) & M64; state ^= state >> 27n;
  return (state * 0x2545F4914F6CDD1Dn) & M64;
}
const rand = (n) => Number(next64() % BigInt(n));

const out = [];
function add(x) {
  if (!Number.isFinite(x)) return;
  out.push(toBits(x).toString(16).padStart(16, '0') + ' ' + String(x) + ' ' + x.toExponential());
}
const neighbours = (x, d) => {
  const b = toBits(x);
  for (let i = -d; i <= d; i++) {
    const nb = b + BigInt(i);
    if (nb >= 0n && nb <= M64) add(fromBits(nb));
  }
};

// Random bit patterns: every exponent, both signs, NaNs and infinities skipped.
for (let i = 0; i < 200000; i++) add(fromBits(next64()));
// Every binary exponent with a random significand, so each gets the same share.
for (let e = 0; e < 2047; e++)
  for (let j = 0; j < 40; j++) add(fromBits((BigInt(e) << 52n) | (next64() & ((1n << 52n) - 1n))));
// Subnormals: the smallest ones, random ones, and the top of the range.
for (let i = 1n; i < 2000n; i++) add(fromBits(i));
for (let i = 0; i < 20000; i++) add(fromBits(next64() & ((1n << 52n) - 1n)));
neighbours(2.2250738585072014e-308, 50);
// Powers of ten and of two, and their neighbours (a power of two's lower gap is half its upper one).
for (let e = -330; e <= 310; e++) neighbours(Number('1e' + e), 3);
for (let e = -1074; e <= 1023; e++) neighbours(2 ** e, 2);
// Integers near 2^53 and beyond, and the layout boundaries 1e21 and 1e-7.
for (const base of [2 ** 53, 2 ** 54, 2 ** 63, 2 ** 64, 1e21, 1e-7, 1e-6, 1e15, 1e16, 1e17, Number.MAX_VALUE])
  neighbours(base, 40);
// Short decimals as they come from JSON and money: prices, their sums and products.
for (let i = 0; i < 30000; i++) {
  const digits = 1 + rand(17);
  let s = '';
  for (let j = 0; j < digits; j++) s += String(rand(10));
  add(Number(s + 'e' + (rand(80) - 40)));
}
for (let i = 0; i < 20000; i++) {
  const a = rand(100000) / 100, b = rand(10000) / 100;
  add(a + b); add(a * b); add(a / (b || 1)); add(a * 1.1); add(a - b / 3);
}
for (const x of [0.1 + 0.2, 0.1 * 3, 17.49 + 1e-14, 1 / 3, 2 / 3, Math.PI, Math.E, 5e-324, 1.7976931348623157e308, 123e-20])
  add(x);
process.stdout.write(out.join('\n') + '\n');
