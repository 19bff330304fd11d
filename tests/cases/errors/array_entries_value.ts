// An array iterator kept as a value (Kiln lowers it only where it is consumed).
const xs = [1, 2, 3];
const it = xs.entries(); // expect error: unsupported: 'entries()' of an array outside for-of, Array.from and spread
console.log(it);
