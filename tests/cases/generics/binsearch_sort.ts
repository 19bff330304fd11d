// Generic binary search and sort helpers with comparators.
function binarySearch<T>(xs: T[], target: T, cmp: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cmp(xs[mid], target);
    if (c === 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -(lo + 1);
}

function insertionSort<T>(xs: T[], cmp: (a: T, b: T) => number): T[] {
  const out = xs.slice();
  for (let i = 1; i < out.length; i++) {
    const x = out[i];
    let j = i - 1;
    while (j >= 0 && cmp(out[j], x) > 0) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = x;
  }
  return out;
}

function isSorted<T>(xs: T[], cmp: (a: T, b: T) => number): boolean {
  for (let i = 1; i < xs.length; i++) if (cmp(xs[i - 1], xs[i]) > 0) return false;
  return true;
}

const byNum = (a: number, b: number): number => a - b;
const nums = insertionSort([31, 4, 15, 9, 26, 5, 35, 8], byNum);
console.log(nums, isSorted(nums, byNum));
console.log(binarySearch(nums, 26, byNum), binarySearch(nums, 7, byNum), binarySearch(nums, 100, byNum));

const words = insertionSort(["pear", "apple", "fig", "banana", "cherry"], (a, b) => (a < b ? -1 : a > b ? 1 : 0));
console.log(words);
console.log(binarySearch(words, "fig", (a, b) => (a < b ? -1 : a > b ? 1 : 0)));

interface Person { name: string; age: number }
const people: Person[] = [
  { name: "Ada", age: 36 },
  { name: "Linus", age: 21 },
  { name: "Grace", age: 85 },
  { name: "Ken", age: 40 },
];
const byAge = insertionSort(people, (a, b) => a.age - b.age);
console.log(byAge.map((p) => p.name).join(" < "));
const idx = binarySearch(byAge, { name: "?", age: 40 }, (a, b) => a.age - b.age);
console.log(idx, byAge[idx].name, isSorted(people, (a, b) => a.age - b.age));

// a hot loop over numbers: the instantiation keeps unboxed doubles
const big: number[] = [];
for (let i = 0; i < 2000; i++) big.push((i * 7919) % 2003);
const sortedBig = insertionSort(big, byNum);
let hits = 0;
for (let i = 0; i < 2003; i++) if (binarySearch(sortedBig, i, byNum) >= 0) hits++;
console.log(sortedBig.length, hits, sortedBig[0], sortedBig[1999]);
