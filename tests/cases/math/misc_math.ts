// Math.fround, clz32, imul and a few identities.
console.log(Math.fround(5.5), Math.fround(5.05), Math.fround(1e40), Math.fround(-0), Math.fround(2 ** -150));
console.log(Math.clz32(0), Math.clz32(1), Math.clz32(-1), Math.clz32(0x80000000), Math.clz32(3.9), Math.clz32(2 ** 32));
console.log(Math.imul(2, 3), Math.imul(-5, 12), Math.imul(0xffffffff, 0xffffffff), Math.imul(0x10000, 0x10000));
console.log(Math.trunc(Math.log10(123456)) + 1, Math.floor(Math.log2(1000)));
let ok: number = 0;
for (let i = -50; i <= 50; i++) {
  const x: number = i / 7;
  if (Math.floor(x) === -Math.ceil(-x) && Math.trunc(x) === (x < 0 ? Math.ceil(x) : Math.floor(x))) ok++;
}
console.log("identities hold:", ok);
console.log(Math.round(2.675 * 100) / 100, Math.round(1.005 * 100) / 100, Math.round(-1.5), Math.round(-2.5000001));
