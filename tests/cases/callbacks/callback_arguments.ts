// The third callback argument is the array itself; callbacks may read neighbours through it.
const xs = [3, 8, 2, 9, 4];
const localMax = xs.filter((x, i, arr) => (i === 0 || arr[i - 1] < x) && (i === arr.length - 1 || arr[i + 1] < x));
console.log(localMax);
const smooth = xs.map((x, i, arr) => (arr[Math.max(0, i - 1)] + x + arr[Math.min(arr.length - 1, i + 1)]) / 3);
console.log(smooth.map((v) => v.toFixed(2)).join(" "));
console.log(xs.every((x, i, arr) => arr === xs), xs.some((x, i, arr) => arr.length !== 5));

// reduce's fourth argument.
const pos = xs.reduce((acc, x, i, arr) => acc + (x > arr[0] ? i : 0), 0);
console.log(pos);

// Callbacks that ignore their arguments.
let n = 0;
const counters = xs.map(() => ++n);
console.log(counters, n);

// Callbacks defined as named functions with more parameters.
function weigh(x: number, i: number): number {
  return x * (i + 1);
}
console.log(xs.map(weigh), xs.map(weigh).reduce((a, b) => a + b));

// parseInt as a callback receives the index as radix (a classic surprise).
console.log(["10", "10", "10", "10"].map(parseInt));
console.log(["1", "2", "3"].map((s) => parseInt(s)), ["1.5", "2e3"].map(Number), ["a", "b"].map(String));

// Mutating the array through the third argument while mapping.
const ys = [1, 2, 3, 4];
const seen = ys.map((y, i, arr) => {
  if (i + 1 < arr.length) arr[i + 1] += 10;
  return y;
});
console.log(seen, ys);
