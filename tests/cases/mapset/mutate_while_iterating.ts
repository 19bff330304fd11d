// Iteration sees entries added during the loop, skips deleted ones, and
// survives the table being compacted or cleared under it.
const m = new Map<number, string>([[1, "a"], [2, "b"], [3, "c"]]);
for (const [k, v] of m) {
  console.log("visit", k, v);
  if (k === 1) m.delete(2);
  if (k < 6) m.set(k + 3, v + v);
}
console.log(m);

// Delete and re-add: the key moves to the end and is visited again.
const s = new Set<string>(["x", "y", "z"]);
let steps = 0;
for (const x of s) {
  console.log("saw", x);
  if (x === "x") {
    s.delete("x");
    s.add("x");
  }
  if (++steps > 10) break;
}
console.log(s);

// Heavy churn inside a loop forces compactions and growth.
const big = new Map<number, number>();
for (let i = 0; i < 20; i++) big.set(i, i);
let seen = 0;
let sum = 0;
for (const [k, v] of big) {
  seen++;
  sum += v;
  if (k < 20) {
    for (let j = 0; j < 50; j++) {
      big.set(1000 + k * 50 + j, j);
      big.delete(1000 + k * 50 + j);
    }
    big.delete(k + 1);
    if (k % 5 === 0) big.set(100 + k, k);
  }
}
console.log(seen, sum, big.size, Array.from(big.keys()));

// clear() during iteration ends it unless something is added afterwards.
const c = new Map<string, number>([["p", 1], ["q", 2]]);
for (const [k] of c) {
  console.log("clear at", k);
  c.clear();
  if (k === "p") c.set("r", 3);
}
console.log(c);

// forEach sees the same live view.
const f = new Set<number>([1, 2, 3]);
f.forEach((v) => {
  if (v < 5) f.add(v + 3);
  if (v === 2) f.delete(3);
  console.log("each", v);
});
console.log(f);
