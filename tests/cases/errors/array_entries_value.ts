// A typed array's iterator kept as a value is not supported (arrays', Maps' and Sets' are).
const xs = new Int32Array([1, 2, 3]);
const it = xs.entries(); // expect error: unsupported: 'entries()' of a typed array outside for-of, Array.from and spread
console.log(it);
