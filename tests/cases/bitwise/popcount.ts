// Bit tricks: popcount, lowest set bit, power-of-two tests, bit reversal.
function popcount(n: number): number {
  let v: number = n >>> 0;
  let c: number = 0;
  while (v !== 0) {
    v &= v - 1;
    c++;
  }
  return c;
}
function isPow2(n: number): boolean {
  return n > 0 && (n & (n - 1)) === 0;
}
function reverseBits(n: number): number {
  let r: number = 0;
  for (let i = 0; i < 32; i++) {
    r = (r << 1) | ((n >>> i) & 1);
  }
  return r >>> 0;
}
const samples: string = "0 1 2 3 255 256 1023 -1 -2 2147483647";
let start: number = 0;
while (start < samples.length) {
  let end: number = samples.indexOf(" ", start);
  if (end < 0) end = samples.length;
  const n: number = parseInt(samples.slice(start, end), 10);
  console.log(n, popcount(n), isPow2(n), n & -n, reverseBits(n), Math.clz32(n));
  start = end + 1;
}
