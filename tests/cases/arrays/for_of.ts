// for-of loops over arrays, with break/continue and growth during iteration.
const xs = [3, 1, 4, 1, 5, 9, 2, 6];
let sum = 0;
for (const x of xs) sum += x;
console.log(sum);
for (const x of xs) {
  if (x === 1) continue;
  if (x === 9) break;
  console.log("x", x);
}
// The length is re-read each iteration: pushed elements are visited.
const grow = [1, 2];
for (const g of grow) {
  if (g < 5) grow.push(g + 2);
}
console.log(grow.join());
// Popping shortens the loop.
const shrink = [1, 2, 3, 4, 5, 6];
for (const s of shrink) {
  shrink.pop();
  console.log("s", s);
}
outer: for (const a of ["a", "b", "c"]) {
  for (const b of ["x", "y"]) {
    if (b === "y" && a === "b") continue outer;
    if (a === "c") break outer;
    console.log(a + b);
  }
}
let count = 0;
for (let v of [true, false, true]) {
  v = !v;
  if (v) count++;
}
console.log(count);
