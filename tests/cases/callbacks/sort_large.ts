// Sorting larger arrays (past any insertion-sort threshold) and checking the result.
let seed = 2024;
function rand(n: number): number {
  seed = (seed * 16807) % 2147483647;
  return seed % n;
}

const nums: number[] = Array.from({ length: 1000 }, () => rand(100000) - 50000);
const asc = nums.slice().sort((a, b) => a - b);
const desc = nums.slice().sort((a, b) => b - a);
const isSorted = (xs: number[], cmp: (a: number, b: number) => number) => xs.every((x, i) => i === 0 || cmp(xs[i - 1], x) <= 0);
console.log(isSorted(asc, (a, b) => a - b), isSorted(desc, (a, b) => b - a), asc[0], asc[999], desc[0]);
console.log(asc.slice(0, 5).join(","), asc.slice(-5).join(","), asc.reduce((s, x) => s + x, 0) === nums.reduce((s, x) => s + x, 0));

// The default sort of the same numbers orders them as strings.
const lex = nums.slice().sort();
console.log(lex.slice(0, 6).join(","), lex.slice(-3).join(","));
console.log(lex.every((x, i) => i === 0 || String(lex[i - 1]) <= String(x)));

// Sorting 300 strings by default and by length then value.
const words: string[] = Array.from({ length: 300 }, () => {
  let w = "";
  const len = 1 + rand(6);
  for (let i = 0; i < len; i++) w += String.fromCharCode(97 + rand(26));
  return w;
});
const byDefault = words.slice().sort();
const byLen = words.slice().sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
console.log(byDefault.slice(0, 6).join(" "), "...", byDefault.slice(-3).join(" "));
console.log(byLen.slice(0, 6).join(" "), "...", byLen.slice(-3).join(" "));

// Stability on a large array of records sorted by a key with few distinct values.
const recs = Array.from({ length: 2000 }, (_, i) => ({ key: rand(7), i }));
recs.sort((a, b) => a.key - b.key);
const stable = recs.every((r, k) => k === 0 || recs[k - 1].key < r.key || (recs[k - 1].key === r.key && recs[k - 1].i < r.i));
console.log(stable, recs[0], recs[1999]);

// Sorting an already sorted and a reversed large array.
const sortedIn = Array.from({ length: 500 }, (_, i) => i);
let calls = 0;
sortedIn.sort((a, b) => {
  calls++;
  return a - b;
});
const reversedIn = Array.from({ length: 500 }, (_, i) => 500 - i);
reversedIn.sort((a, b) => a - b);
console.log(calls >= 499, sortedIn[499], reversedIn[0], reversedIn[499]);
