// Methods on typed arrays: fill, indexOf, includes, join, slice, subarray, reverse, sort, at.
const a = new Int32Array([5, 3, 10, 1, 9, 3]);
console.log(a.indexOf(3), a.lastIndexOf(3), a.includes(10), a.includes(11), a.indexOf(42));
console.log(a.join(), a.join("-"), a.at(-1), a.at(0), a.at(6));

// sort() on a typed array is numeric, not by string.
const s = new Int32Array([10, 9, 1, 100, -5, 25]);
s.sort();
console.log(s.join(","));
const f = new Float64Array([0.5, -0, 0, -1.5, NaN, 10, 2]);
f.sort();
console.log(f);
const desc = new Int32Array([1, 3, 2]).sort((x, y) => y - x);
console.log(desc);

// fill with ranges.
const z = new Uint8Array(6);
z.fill(7);
z.fill(300, 4);
console.log(z);
z.fill(1, 1, 3);
console.log(z.join(""));

// slice copies; subarray shares storage.
const base = new Float64Array([1, 2, 3, 4, 5]);
const copy = base.slice(1, 3);
const view = base.subarray(1, 3);
copy[0] = 100;
view[1] = 300;
console.log(base, copy, view, view.length);

// reverse in place.
const r = new Int32Array([1, 2, 3, 4]);
r.reverse();
console.log(r.join(""));

// map returns the same typed-array kind (so values are converted again).
const bytes = new Uint8Array([100, 200, 250]);
const doubled = bytes.map((x) => x * 2);
console.log(doubled, doubled instanceof Uint8Array);
const halves = new Int32Array([5, -5, 7]).map((x) => x / 2);
console.log(halves);

// reduce, some, every, forEach, filter, find, findIndex.
const t = new Float64Array([1.5, 2.5, 3, 4]);
console.log(t.reduce((acc, x) => acc + x, 0), t.some((x) => x > 3.5), t.every((x) => x > 1));
let prod = 1;
t.forEach((x) => (prod *= x));
console.log(prod, t.filter((x) => x !== 3), t.find((x) => x > 2), t.findIndex((x) => x > 100));
