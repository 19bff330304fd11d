// Typed-array edge cases: sorting, set/subarray aliasing, conversions, unions.
const f = new Float64Array([3, -0, NaN, 0, -Infinity, 2, -0, Infinity, NaN, -1]);
f.sort();
console.log(f);
console.log(f[0] === -Infinity, 1 / f[2], 1 / f[4]);
const u = new Uint8Array([200, 3, 255, 0, 17, 3]);
console.log(u.sort(), u.reverse().join(" "));
const i = new Int32Array([-2147483648, 2147483647, 0, -1, 1]);
i.sort();
console.log(i.join(","));

// Lengths are ToIndex'd; no argument is empty.
console.log(new Float64Array(2.7).length, new Int32Array().length, new Uint8Array(0).length);

// Conversions from Float64Array to integer storage.
const src = new Float64Array([NaN, Infinity, -Infinity, -0.5, 255.9, 256, -129.5]);
console.log(new Uint8Array(src).join(","), new Int32Array(src).join(","));

// set with offsets, from arrays and typed arrays of other kinds.
const t = new Int32Array(8);
t.set([1, 2, 3]);
t.set(new Float64Array([4.9, -5.9]), 3);
t.set(new Uint8Array([250]), 7);
console.log(t);

// subarray views: writes through either side are seen by both, nested views, set on overlap.
const base = new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
const mid = base.subarray(2, 8);
const inner = mid.subarray(1, -1);
inner[0] = 100;
mid[5] = 200;
console.log(base.join(" "), mid.length, inner.length, inner.join(" "));
base.set(base.subarray(0, 5), 3);
console.log(base.join(" "), mid.join(" "));
console.log(base.subarray(-3).join(" "), base.subarray(5, 2).length, base.subarray().length);

// A view keeps its storage alive on its own.
function tail(n: number): Float64Array {
  const big = new Float64Array(n);
  for (let k = 0; k < n; k++) big[k] = k * 1.5;
  return big.subarray(n - 3);
}
const v = tail(1000);
const junk: number[][] = [];
for (let k = 0; k < 2000; k++) junk.push([k, k + 1, k + 2]);
console.log(v, junk.length);

// Search: includes finds NaN, indexOf does not; -0 equals 0.
const s = new Float64Array([1, NaN, -0, 5]);
console.log(s.includes(NaN), s.indexOf(NaN), s.indexOf(0), s.lastIndexOf(5), s.includes(5, 4), s.at(-2));

// fill with negative ranges, slice keeping the kind.
const z = new Int32Array(6).fill(-1, -4, -1);
console.log(z, z.slice(-3), z.slice(2, 1));

// Callbacks: map keeps the kind (wrapping again), filter too; others give plain values.
const b = new Uint8Array([10, 20, 30, 40]);
console.log(b.map((x, k) => x * k * 3), b.filter((x) => x > 15), b.find((x) => x > 100), b.findLast((x) => x < 35));
console.log(b.reduceRight((acc, x) => acc + "," + x, ""), b.every((x, k) => x === (k + 1) * 10), b.findIndex((x) => x === 30));
const m = new Int32Array([1, 2, 3]).map((x) => x * 1.5e9);
console.log(m);

// Strings of typed arrays.
const w = new Int32Array([1, -2, 3]);
console.log(String(w), `${w}`, w.toString(), "" + w, typeof w, Array.isArray(w));
console.log(new Float64Array(0).join("-"), new Uint8Array([1]).join("-"));

// Compound assignment operators on Int32Array elements.
const c = new Int32Array([7, -8, 1 << 30, 5]);
c[0] <<= 29;
c[1] >>= 1;
c[2] *= 4;
c[3] **= 20;
console.log(c.join(" "));

// Typed arrays in unions, arrays and function signatures.
function pick(k: number): Float64Array | undefined {
  return k > 0 ? new Float64Array(k) : undefined;
}
const p = pick(2);
if (p !== undefined) {
  p[1] = 9;
  console.log(p, p.length);
}
console.log(pick(0));
const rows: Int32Array[] = [new Int32Array(2), new Int32Array([5, 6])];
rows[0][1] = rows[1][0] + rows[1][1];
console.log(rows, rows.map((r) => r.length));
