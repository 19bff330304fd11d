// Polynomial checksums modulo 1e9+7 and Adler-32 over generated text.
const MOD: number = 1_000_000_007;
let result: number = 0;
for (let i = 0; i < 1000000; i++) {
  result = (result + i * 31) % MOD;
}
console.log("sum checksum:", result);
let h: number = 7;
for (let i = 1; i <= 200000; i++) {
  h = (h * 131 + (i % 97)) % MOD;
}
console.log("poly checksum:", h);
function adler32(s: string): number {
  let a: number = 1;
  let b: number = 0;
  for (let i = 0; i < s.length; i++) {
    a = (a + s.charCodeAt(i)) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}
console.log(adler32("Wikipedia"), adler32("Wikipedia").toString(16), adler32(""), adler32("日本語"));
let text: string = "";
for (let i = 0; i < 5000; i++) text += String.fromCharCode(32 + ((i * 7919) % 95));
console.log(text.length, adler32(text), text.slice(0, 20));
let mulmod: number = 1;
for (let i = 1; i <= 20; i++) {
  mulmod = (mulmod * 999999937) % MOD;
}
console.log("unsafe mulmod (precision loss expected):", mulmod);
