// An exception thrown deep in a recursion unwinds every frame, running their finally blocks.
let entered = 0;
let left = 0;
function descend(depth: number, failAt: number): number {
  entered++;
  try {
    if (depth === failAt) throw new Error("failed at depth " + depth);
    if (depth === 0) return 0;
    return 1 + descend(depth - 1, failAt);
  } finally {
    left++;
  }
}
console.log(descend(10, -1), entered, left);
entered = 0;
left = 0;
try {
  descend(500, 3);
} catch (e) {
  if (e instanceof Error) console.log(e.message, entered, left);
}

function fib(n: number): number {
  if (n < 0) throw new RangeError("negative");
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
function safeFib(n: number): string {
  try {
    return "fib(" + n + ") = " + fib(n);
  } catch (e) {
    return "fib(" + n + ") failed: " + String(e);
  }
}
console.log(safeFib(20));
console.log(safeFib(-3));

function search(tree: number[], i: number, target: number): number {
  if (i >= tree.length) return -1;
  if (tree[i] === target) throw i; // found: unwind straight out
  search(tree, 2 * i + 1, target);
  search(tree, 2 * i + 2, target);
  return -1;
}
function find(tree: number[], target: number): number {
  try {
    return search(tree, 0, target);
  } catch (found) {
    return typeof found === "number" ? found : -2;
  }
}
const tree = [8, 3, 10, 1, 6, 14, 4, 7, 13];
console.log(find(tree, 6), find(tree, 13), find(tree, 99));
