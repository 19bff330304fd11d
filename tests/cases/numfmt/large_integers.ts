// Printing integers between 2^53 and 1e21: shortest digits then zeros.
let v: number = 1;
for (let i = 0; i < 21; i++) {
  v = v * 10 + (i % 9) + 1;
  if (i >= 12) console.log(i, v, -v, String(v).length);
}
function ipow(b: number, e: number): number {
  let r: number = 1;
  for (let i = 0; i < e; i++) r *= b;
  return r;
}
console.log(2 ** 60, 2 ** 64 - 1, 2 ** 66, ipow(3, 40), ipow(7, 24));
console.log(123456789012345678, 987654321098765432, 555555555555555555555);
console.log(1.5e20, 2.5e20 + 1, 1e21 - 65536, 1e21 - 131072);
console.log(Number.MAX_SAFE_INTEGER * 3, Number.MAX_SAFE_INTEGER * 100, -(2 ** 63));
