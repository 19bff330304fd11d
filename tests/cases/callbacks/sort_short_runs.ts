// Short arrays: a descending leading run is reversed, the rest is inserted by
// binary search (V8's order, visible with comparators that return only 0/1 or -1/0).
const desc = [9, 7, 5, 3, 1, 2, 8];
console.log(desc.slice().sort((a, b) => a - b));
console.log(desc.slice().sort((a, b) => (a < b ? -1 : 0)));
console.log(desc.slice().sort((a, b) => Number(a > b)));
const words = ["pear", "Apple", "fig", "apple", "Fig", "banana"];
console.log(words.slice().sort(), words.slice().sort((a, b) => a.length - b.length));
console.log(words.slice().sort((a, b) => (a.toLowerCase() > b.toLowerCase() ? 1 : 0)));

// Stability across the short and long paths (63 and 64 elements).
for (const n of [63, 64, 100]) {
  const recs = Array.from({ length: n }, (_, i) => ({ key: (i * 7) % 5, id: i }));
  recs.sort((a, b) => a.key - b.key);
  let stable = true;
  for (let i = 1; i < n; i++)
    if (recs[i - 1].key === recs[i].key && recs[i - 1].id > recs[i].id) stable = false;
  console.log(n, stable, recs.slice(0, 4).map((r) => r.id).join(","), recs[n - 1].key);
}
const two = [2, 1];
console.log(two.sort(() => 0), [2, 1].sort(() => -1), [1, 2].sort(() => 1));
