// TypedArray.from (with a map function, over arrays, sets, strings and array-likes) and TypedArray.of.
const a = Float64Array.from([1, 2.5, 3]);
const b = Int16Array.from([40000, 1, -2], x => x * 2);
const c = Uint8Array.of(1, 2, 300);
const d = Float32Array.from(new Set([0.1, 0.2]));
const e = Int32Array.from({ length: 4 }, (_, i) => i * i);
console.log(a, b, c, d, e, Uint8Array.from("123", Number));
