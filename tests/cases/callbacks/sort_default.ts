// sort() without a comparator orders by string value (UTF-16 code units).
console.log([10, 9, 1, 100, 25].sort());
console.log([3, -1, -20, 0, -3, 2].sort());
console.log([1.5, 1, 10.5, 2, 1e21, 1e-7, 0.1].sort());
console.log([NaN, 5, Infinity, -Infinity, 0, -0].sort());
console.log(["banana", "Apple", "cherry", "apple", "Banana", "_x", "10", "9"].sort());
console.log(["é", "e", "z", "E", "Z", "ä", "a"].sort());
console.log([true, false, true, false].sort());

// sort() sorts in place and returns the same array.
const a = [3, 1, 2];
const b = a.sort();
console.log(a, b === a);

// undefined values go to the end, holes after them.
const u: (number | undefined)[] = [3, undefined, 1, undefined, 2];
console.log(u.sort());
const h: number[] = [5, 1];
h[4] = 0;
console.log(h.sort(), h.length);

// Numbers that compare equal as strings keep their order (stable).
const strs = ["b", "a", "b", "a"].sort();
console.log(strs.join(""));

// A numeric sort needs a comparator.
const nums = [10, 9, 1, 100, 25];
console.log(nums.slice().sort(), nums.slice().sort((x, y) => x - y), nums.slice().sort((x, y) => y - x));
console.log(nums);

// Strings of digits of different lengths.
const ids = ["id10", "id9", "id1", "id100", "id2"];
console.log(ids.sort());

// Empty and single-element arrays.
const e: number[] = [];
console.log(e.sort(), [42].sort());

// Surrogate pairs sort by code units, not code points.
console.log(["\uFF5E", "\u{1F600}", "\uE000", "z"].sort().map((s) => s.codePointAt(0)));
