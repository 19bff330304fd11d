// Destructuring assignment: swaps, sorting, updating several variables.
let a = 1;
let b = 2;
[a, b] = [b, a];
console.log(a, b);

// Fibonacci with a swap of two variables.
let x = 0;
let y = 1;
for (let i = 0; i < 10; i++) [x, y] = [y, x + y];
console.log(x, y);

// Swapping array elements while sorting.
function bubbleSort(xs: number[]): number[] {
  for (let i = 0; i < xs.length; i++)
    for (let j = 0; j < xs.length - 1 - i; j++)
      if (xs[j] > xs[j + 1]) [xs[j], xs[j + 1]] = [xs[j + 1], xs[j]];
  return xs;
}
console.log(bubbleSort([5, 2, 9, 1, 5, 6]));

// Reversing in place.
const letters = ["a", "b", "c", "d", "e"];
for (let i = 0, j = letters.length - 1; i < j; i++, j--) [letters[i], letters[j]] = [letters[j], letters[i]];
console.log(letters.join(""));

// Object patterns need parentheses as statements.
let width = 0;
let height = 0;
const size = { width: 800, height: 600 };
({ width, height } = size);
console.log(width, height);

// Into properties of objects.
const target = { left: 0, right: 0 };
[target.left, target.right] = [10, 20];
console.log(target);

// Variables assigned from a closure.
let lo = 0;
let hi = 0;
function bounds(xs: number[]): void {
  [lo, hi] = [xs.reduce((p, v) => Math.min(p, v)), xs.reduce((p, v) => Math.max(p, v))];
}
bounds([4, 8, 1, 9]);
console.log(lo, hi);

// The value of a destructuring assignment is its right-hand side.
let m = 0;
let n = 0;
const pair = ([m, n] = [7, 8]);
console.log(m, n, pair);

// Defaults and rest in assignments.
let first = "";
let rest: string[] = [];
[first = "none", ...rest] = ["alpha", "beta", "gamma"];
console.log(first, rest);
