// Typed arrays never grow: out-of-range writes are dropped, reads give undefined.
const a = new Int32Array(3);
a[3] = 7;
a[-1] = 8;
a[1.5] = 9;
console.log(a.length, a[3], a[-1], a[1.5], a);

const u = new Uint8Array(2);
for (let i = 0; i < 5; i++) u[i] = i + 250;
console.log(u, u.length);

// undefined read from outside the array behaves like undefined in arithmetic.
const f = new Float64Array([1, 2]);
const x = f[5];
console.log(x, x === undefined, f[0] + f[1]);

// Zero-length arrays.
const z = new Float64Array(0);
z[0] = 1;
console.log(z.length, z[0], z, z.join(","), z.reduce((s, v) => s + v, 0));

// Loops bounded by length never see undefined.
const g = new Int32Array([4, 5, 6]);
let s = 0;
for (let i = 0; i < g.length; i++) s += g[i];
console.log(s);
