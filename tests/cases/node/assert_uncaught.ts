// expect: crash
// An assertion that fails outside any try ends the program with status 1
// (the error on stderr), after what was printed before it.
import assert from "node:assert/strict";

function total(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

console.log("checking totals");
assert.equal(total([1, 2, 3]), 6);
assert.deepEqual([total([]), total([5])], [0, 5]);
console.log("first checks passed");
assert.equal(total([0.1, 0.2]), 0.3, "floating point strikes again");
console.log("not reached");
