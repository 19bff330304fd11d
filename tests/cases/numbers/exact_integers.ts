// Integer arithmetic stays exact up to 2^53; checks near the boundary.
const MAX: number = Number.MAX_SAFE_INTEGER;
console.log(MAX, MAX - 1, MAX + 1, MAX + 2, -MAX - 2);
console.log(MAX % 10, MAX % 2, Math.floor(MAX / 10), MAX / 2);
console.log(2 ** 53 === 2 ** 53 + 1, 2 ** 53 - 1 === 2 ** 53 - 2);
let x: number = 1;
let n: number = 0;
while (x + 1 !== x) {
  x *= 2;
  n++;
}
console.log("first power of two where x + 1 === x: 2 **", n, x);
let tri: number = 0;
for (let i = 1; i <= 1000000; i++) tri += i;
console.log(tri, tri === (1000000 * 1000001) / 2);
let sq: number = 0;
for (let i = 1; i <= 100000; i++) sq += i * i;
console.log(sq, sq === (100000 * 100001 * 200001) / 6);
function ipow(b: number, e: number): number {
  let r: number = 1;
  for (let i = 0; i < e; i++) r *= b;
  return r;
}
console.log(4294967296 * 4294967296, 65536 * 65536 * 65536, ipow(3, 33), ipow(3, 34));
console.log(12345678 * 87654321, 999999999 * 999999999, -123456789 * 123456789);
console.log(Math.trunc(1e15 / 7), 1e15 % 7, Math.floor(-1e15 / 7), -1e15 % 7);
