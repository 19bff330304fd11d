// bigint_test.js - the corpus bigint_test.c checks: one line per operation,
// "OP A B RESULT" with A, B and RESULT as Node computes them (decimal, except
// toString's RESULT in radix B and Number's RESULT as the double's 16 hex bits).
// Deterministic (a fixed-seed xorshift), so a failure can be reproduced.
'use strict';

const M64 = (1n << 64n) - 1n;
let state = 0x2545F4914F6CDD1Dn;
function next64() { // xorshift64*
  state ^= state >> 12n; state ^= (state << 25n) & M64; state ^= state >> 27n;
  return (state * 0x2545F4914F6CDD1Dn) & M64;
}
const rand = (n) => Number(next64() % BigInt(n));
Math.random = () => Number(next64() >> 11n) / 2 ** 53; // deterministic

// Operands: random limbs, runs of all-ones or zero limbs, powers of two and
// their neighbours, numbers whose top limb has its high bit set (Knuth D's
// corrections), of 0 to 40 32-bit limbs, either sign.
function operand() {
  const limbs = rand(8) === 0 ? rand(41) : rand(6);
  let x = 0n;
  const kind = rand(6);
  for (let i = 0; i < limbs; i++) {
    let l;
    if (kind === 0) l = 0xFFFFFFFFn;
    else if (kind === 1) l = rand(3) === 0 ? 0n : next64() & 0xFFFFFFFFn;
    else if (kind === 2 && i === limbs - 1) l = 0x80000000n | (next64() & 0x7FFFFFFFn);
    else l = next64() & 0xFFFFFFFFn;
    x = (x << 32n) | l;
  }
  if (kind === 3) x = (1n << BigInt(rand(1300))) + BigInt(rand(3) - 1);
  return rand(2) ? -x : x;
}

const out = [];
const emit = (...parts) => out.push(parts.join(' '));
for (let i = 0; i < 3000; i++) {
  const a = operand(), b = operand();
  emit('add', a, b, a + b);
  emit('sub', a, b, a - b);
  emit('mul', a, b, a * b);
  if (b !== 0n) {
    emit('div', a, b, a / b);
    emit('mod', a, b, a % b);
    const big = a * b + (b > 0n ? b - 1n : b + 1n); // a remainder close to the divisor
    emit('div', big, b, big / b);
    emit('mod', big, b, big % b);
  }
  emit('and', a, b, a & b);
  emit('or', a, b, a | b);
  emit('xor', a, b, a ^ b);
  emit('not', a, 0, ~a);
  const s = BigInt(rand(200));
  emit('shl', a, s, a << s);
  emit('sar', a, s, a >> s);
  emit('sar', a, -s, a >> -s);
  emit('cmp', a, b, a < b ? -1 : a > b ? 1 : 0);
  // against doubles: a's own rounding, its neighbours and fractions, random ones
  for (const d of [Number(a), Number(a) * (1 + 2 ** -52), Number(a) + 0.5, Number(a) - 0.25, (rand(2) ? -1 : 1) * Math.random() * 2 ** rand(1100)]) {
    emit('cmpn', a, String(d), a < d ? -1 : a > d ? 1 : a == d ? 0 : 'NaN');
  }
  const bits = rand(300);
  emit('asint', a, bits, BigInt.asIntN(bits, a));
  emit('asuint', a, bits, BigInt.asUintN(bits, a));
  const radix = 2 + rand(35);
  emit('str', a, radix, a.toString(radix));
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, Number(a));
  emit('num', a, 0, buf.getBigUint64(0).toString(16).padStart(16, '0'));
  if (i % 10 === 0) {
    const e = BigInt(rand(40));
    const base = BigInt(rand(2000)) - 1000n;
    emit('pow', base, e, base ** e);
  }
}
process.stdout.write(out.join('\n') + '\n');
