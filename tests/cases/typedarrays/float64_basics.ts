// Float64Array: zero-initialised, fixed length, numbers stored exactly.
const a = new Float64Array(5);
console.log(a.length, a[0], a[4]);
a[0] = 1.5;
a[1] = -0;
a[2] = NaN;
a[3] = 1e308 * 10;
a[4] = 0.1 + 0.2;
console.log(a[0], a[1], a[2], a[3], a[4], 1 / a[1] === -Infinity);
console.log(a);

// Out-of-range reads give undefined; writes are ignored and the length never changes.
console.log(a[5], a[-1], a[100]);
a[5] = 99;
a[10] = 1;
console.log(a.length, a[5]);

// Construct from an array of numbers.
const b = new Float64Array([3, 1.25, -7, 2]);
let sum = 0;
for (let i = 0; i < b.length; i++) sum += b[i];
console.log(sum, b.length);
for (const x of b) sum -= x;
console.log(sum);

// Copying with slice is independent; element-wise operations in loops.
const c = b.slice();
c[0] = 100;
console.log(b[0], c[0]);
const d = new Float64Array(b.length);
for (let i = 0; i < b.length; i++) d[i] = b[i] * b[i];
console.log(d.join(" "));

// Compound assignment and increments on elements.
const e = new Float64Array(3);
e[0] += 2.5;
e[1]++;
e[2] -= 0.5;
e[0] *= 4;
console.log(e[0], e[1], e[2], e);
