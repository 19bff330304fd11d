// Spreading typed arrays: into array literals, call arguments and rest
// parameters, as ordinary numbers.
const samples = new Float64Array([0.5, 1.25, -2, 8]);
const deltas = new Int32Array([3, -4, 0, 2147483647]);
const bytes = new Uint8Array([255, 0, 7, 128]);

const all = [...samples];
all.push(99);
console.log(all, samples.length);
console.log([...deltas, ...bytes], [0, ...bytes, 9].length);
console.log(Math.max(...bytes), Math.min(...samples), Math.max(...new Float64Array(0)));

function mean(...xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}
console.log(mean(...samples), mean(...bytes, 1), mean());
const sorted = [...deltas].sort((a, b) => a - b);
console.log(sorted, deltas);
const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
console.log(hex);
const copy = new Uint8Array([...bytes].reverse());
console.log(copy, bytes[0]);
