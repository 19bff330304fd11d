// reduce and reduceRight with and without initial values, and the index/array arguments.
const xs = [1, 2, 3, 4];
const trace: string[] = [];
const r1 = xs.reduce((acc, x, i, arr) => {
  trace.push(`${acc}+${x}@${i}/${arr.length}`);
  return acc + x;
});
console.log(r1, trace.join(" "));
trace.length = 0;
const r2 = xs.reduce((acc, x, i) => {
  trace.push(`${acc}+${x}@${i}`);
  return acc + x;
}, 100);
console.log(r2, trace.join(" "));

trace.length = 0;
const r3 = xs.reduceRight((acc, x, i) => {
  trace.push(`${acc}-${x}@${i}`);
  return acc - x;
});
console.log(r3, trace.join(" "));
const r4 = xs.reduceRight((acc, x) => acc + String(x), "");
console.log(r4, xs.reduce((acc, x) => acc + String(x), ""));

// Single-element arrays without an initial value never call the callback.
let called = 0;
const single = [42].reduce((a, b) => {
  called++;
  return a + b;
});
console.log(single, called, [7].reduceRight((a, b) => a * b));

// Empty arrays with an initial value return it.
const empty: number[] = [];
console.log(empty.reduce((a, b) => a + b, -1), empty.reduceRight((a, b) => a + b, "init"));

// Non-commutative operations show the direction.
const parts = ["a", "b", "c", "d"];
console.log(parts.reduce((a, b) => "(" + a + b + ")"), parts.reduceRight((a, b) => "(" + a + b + ")"));
const nums = [3, 2, 2];
console.log(nums.reduce((a, b) => a ** b), nums.reduceRight((a, b) => a ** b));

// Floating-point sum order matters.
const fl = [1e16, 1, -1e16, 1];
console.log(fl.reduce((a, b) => a + b, 0), fl.reduceRight((a, b) => a + b, 0));

// Reducing objects into a max element and a flattened array.
const groups = [[1, 2], [3], [], [4, 5, 6]];
console.log(groups.reduce((acc, g) => acc.concat(g), []));
console.log(groups.reduce((best, g) => (g.length > best.length ? g : best)));
