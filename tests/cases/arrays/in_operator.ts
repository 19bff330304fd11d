// `k in xs` on arrays: an index below the length that is not a hole, or a
// name of the prototype; tsc accepts arrays as the right operand.
const arr: number[] = [10, 20, 30];
console.log(1 in arr, 3 in arr, "0" in arr, "length" in arr, -1 in arr);
for (let i = 0; i < 5; i++) console.log(i, i in arr);
arr[6] = 1;
console.log(4 in arr, 6 in arr, "4" in arr, "6" in arr, 1.5 in arr, NaN in arr, "01" in arr, -0 in arr);
console.log("push" in arr, "map" in arr, "nope" in arr, "toString" in arr, "hasOwnProperty" in arr);

const words: string[] = ["a", "b"];
const k: string = "1";
console.log(k in words, `${words.length}` in words);

const f = new Float64Array(3);
console.log(0 in f, 3 in f, "subarray" in f, "push" in f, "length" in f);

const t: [string, number] = ["a", 1];
console.log(0 in t, 1 in t, 2 in t);

const grid: string[][] = [["x"], []];
console.log(0 in grid[1], 0 in grid[0]);

function has(xs: readonly boolean[], i: number): boolean {
  return i in xs;
}
console.log(has([true], 0), has([true], 1));

const sparse = [1, , 3];
console.log(1 in sparse, 2 in sparse);

const u: number[] | { a: number } = Math.random() > 2 ? { a: 1 } : [1, 2];
console.log("a" in u, "0" in u);

// a common use: skip the holes of a sparse array
const scores: number[] = [];
scores[2] = 7;
scores[5] = 9;
let total = 0;
for (let i = 0; i < scores.length; i++) if (i in scores) total += scores[i];
console.log(total);

// a key that is a string or a number
const keys: (number | string)[] = [0, "1", "length", 9, "push"];
for (const key of keys) console.log(key, key in scores, key in arr);
