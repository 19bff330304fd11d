// Shift counts are taken modulo 32; >>> produces unsigned results.
for (let s = 28; s <= 36; s++) {
  console.log(s, 1 << s, -8 >> s, -8 >>> s, 0x12345678 << s);
}
console.log(1 << 3.9, 16 >> 1.5, 7 << -30, 256 >> -28);
console.log(0xdeadbeef >> 16, 0xdeadbeef >>> 16, (0xdeadbeef >>> 16) & 0xff);
let x: number = 1;
for (let i = 0; i < 40; i++) {
  x <<= 1;
}
console.log(x);
let y: number = -2147483648;
y >>= 31;
console.log(y);
let z: number = -2147483648;
z >>>= 31;
console.log(z);
