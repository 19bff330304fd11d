// Closures created in loops capture each iteration's own `let` binding.
const fs: (() => number)[] = [];
for (let i = 0; i < 4; i++) fs.push(() => i * 10);
console.log(fs.map((f) => f()).join(","));

// A binding declared outside the loop is shared by all closures.
const shared: (() => number)[] = [];
let j = 0;
for (; j < 4; j++) shared.push(() => j);
console.log(shared.map((f) => f()).join(","));

// for-of: each iteration has a fresh const binding.
const words = ["a", "bb", "ccc"];
const gs: (() => string)[] = [];
for (const w of words) gs.push(() => w + w.length);
console.log(gs.map((g) => g()).join(" "));

// A let inside a while body is fresh every time round.
const hs: (() => number)[] = [];
let k = 0;
while (k < 3) {
  const captured = k * k;
  let mutable = k;
  hs.push(() => captured + mutable);
  mutable += 100;
  k++;
}
console.log(hs.map((h) => h()).join(","));

// The body's changes to the loop variable are seen by that iteration's closure,
// and the increment happens on the next iteration's copy.
const ms: (() => number)[] = [];
for (let i = 0; i < 6; i++) {
  ms.push(() => i);
  i++;
}
console.log(ms.map((m) => m()).join(","));

// Closures that mutate their iteration's binding keep separate state.
const incs: (() => number)[] = [];
for (let i = 0; i < 3; i++) incs.push(() => ++i);
console.log(incs[0](), incs[0](), incs[1](), incs[2](), incs[0]());

// Nested loops: each closure sees its own pair.
const pairs: (() => string)[] = [];
for (let r = 0; r < 2; r++) {
  for (let c = 0; c < 3; c++) {
    if ((r + c) % 2 === 0) pairs.push(() => `${r}${c}`);
  }
}
console.log(pairs.map((p) => p()).join(" "));

// break and continue do not disturb the captured values.
const bc: (() => number)[] = [];
for (let i = 0; i < 10; i++) {
  if (i % 3 === 0) continue;
  if (i > 7) break;
  bc.push(() => i);
}
console.log(bc.map((f) => f()).join(","));
