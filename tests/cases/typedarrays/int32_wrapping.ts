// Int32Array: values are converted with ToInt32 (truncate, wrap modulo 2^32).
const a = new Int32Array(10);
a[0] = 2147483647;
a[1] = 2147483648;
a[2] = -2147483649;
a[3] = 4294967296 + 5;
a[4] = 3.9;
a[5] = -3.9;
a[6] = NaN;
a[7] = Infinity;
a[8] = -0;
a[9] = 1e20;
console.log(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]);
console.log(a);

// Arithmetic on elements overflows through the stored conversion.
const b = new Int32Array(2);
b[0] = 2147483647;
b[0]++;
b[1] = -2147483648;
b[1]--;
console.log(b[0], b[1]);
b[0] = 65536;
b[0] *= 65536;
console.log(b[0]);

// Reads are always integers; the computation between reads is in doubles.
const c = new Int32Array([7, 2]);
console.log(c[0] / c[1], Math.floor(c[0] / c[1]), c[0] % c[1], (c[0] / c[1]) | 0);
c[0] = c[0] / c[1];
console.log(c[0]);

// From an array with fractional and large values.
const d = new Int32Array([1.5, -1.5, 2 ** 31, 2 ** 32 - 1, -(2 ** 31) - 1]);
console.log(d.join(","));

// A hash function using Int32 storage for wrap-around.
function hash(s: string): number {
  const h = new Int32Array(1);
  for (let i = 0; i < s.length; i++) h[0] = h[0] * 31 + s.charCodeAt(i);
  return h[0];
}
console.log(hash("hello"), hash("the quick brown fox jumps over the lazy dog"), hash(""));
