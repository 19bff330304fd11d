// Recursive generic functions and instantiations made from inside generic bodies.
function reverse<T>(xs: T[]): T[] {
  if (xs.length <= 1) return xs.slice();
  return reverse(xs.slice(1)).concat([xs[0]]);
}

function flatten<T>(xss: T[][]): T[] {
  const out: T[] = [];
  for (const xs of xss) for (const x of xs) out.push(x);
  return out;
}

function chunk<T>(xs: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

function quicksort<T>(xs: T[], less: (a: T, b: T) => boolean): T[] {
  if (xs.length < 2) return xs;
  const pivot = xs[0];
  const lo: T[] = [];
  const hi: T[] = [];
  for (let i = 1; i < xs.length; i++) (less(xs[i], pivot) ? lo : hi).push(xs[i]);
  return quicksort(lo, less).concat([pivot], quicksort(hi, less));
}

function power<T>(x: T, n: number, mul: (a: T, b: T) => T, one: T): T {
  if (n === 0) return one;
  const half = power(x, Math.floor(n / 2), mul, one);
  const sq = mul(half, half);
  return n % 2 === 0 ? sq : mul(sq, x);
}

console.log(reverse([1, 2, 3, 4]), reverse(["a", "b"]), reverse<boolean>([]));
const grid = chunk([1, 2, 3, 4, 5, 6, 7], 3);
console.log(grid, flatten(grid), flatten(chunk(["x", "y", "z"], 2)));
console.log(quicksort([5, 3, 9, 1, 5, 2], (a, b) => a < b));
console.log(quicksort(["pear", "fig", "apple"], (a, b) => a < b));
console.log(power(3, 13, (a, b) => a * b, 1), power("ab", 3, (a, b) => a + b, ""));
console.log(power([1], 4, (a, b) => a.concat(b), [] as number[]).length);
