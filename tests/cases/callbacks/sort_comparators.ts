// sort with comparators: numeric, descending, multi-key, by string field.
const nums = [5, -2, 33, 0, 11, -7, 3.5, 100];
console.log(nums.slice().sort((a, b) => a - b));
console.log(nums.slice().sort((a, b) => b - a));
console.log(nums.slice().sort((a, b) => Math.abs(a) - Math.abs(b)));
console.log(nums.slice().sort((a, b) => (a % 2) - (b % 2)));

interface Row {
  name: string;
  dept: string;
  age: number;
}
const rows: Row[] = [
  { name: "mia", dept: "ops", age: 30 },
  { name: "ali", dept: "eng", age: 25 },
  { name: "zoe", dept: "eng", age: 41 },
  { name: "bob", dept: "ops", age: 25 },
  { name: "eve", dept: "eng", age: 25 },
  { name: "kim", dept: "art", age: 35 },
];

function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
const byName = rows.slice().sort((a, b) => cmpStr(a.name, b.name));
console.log(byName.map((r) => r.name).join(" "));
const byDeptThenAge = rows.slice().sort((a, b) => cmpStr(a.dept, b.dept) || a.age - b.age);
console.log(byDeptThenAge.map((r) => `${r.dept}/${r.age}/${r.name}`).join(" "));
const byAgeDescThenName = rows.slice().sort((a, b) => b.age - a.age || cmpStr(a.name, b.name));
console.log(byAgeDescThenName.map((r) => r.name + r.age).join(" "));

// Sorting strings by length, then alphabetically.
const words = ["pear", "fig", "banana", "kiwi", "apple", "date", "plum"];
console.log(words.sort((a, b) => a.length - b.length || cmpStr(a, b)).join(","));

// Case-insensitive sort.
const names = ["bob", "Alice", "carol", "Bob", "alice"];
console.log(names.slice().sort((a, b) => cmpStr(a.toLowerCase(), b.toLowerCase())).join(","));

// The comparator may return any number, not just -1/0/1.
const big = [3, 1, 2].sort((a, b) => (a - b) * 1e300);
const tiny = [3, 1, 2].sort((a, b) => (a - b) * 1e-300);
const inf = [3, 1, 2].sort((a, b) => (a < b ? -Infinity : a > b ? Infinity : 0));
console.log(big, tiny, inf);

// Sorting an already-sorted array calls the comparator at least n-1 times.
let calls = 0;
const sorted = [1, 2, 3, 4, 5, 6, 7, 8];
sorted.sort((a, b) => {
  calls++;
  return a - b;
});
console.log(sorted.join(","), calls >= sorted.length - 1);

// Sorting an array of arrays lexicographically.
const pts = [[2, 1], [1, 5], [2, 0], [1, 2]];
pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(pts);
