// Closures made in a loop capture that iteration's let binding.
const fs: (() => number)[] = [];
for (let i = 0; i < 4; i++) fs.push(() => i * i);
console.log(fs.length, fs[0](), fs[1](), fs[3]());

const gs: (() => string)[] = [];
for (const w of ["alpha", "beta", "gamma"]) gs.push(() => w.toUpperCase());
for (const g of gs) console.log(g());

// The body may change the binding; the next iteration starts from the copy.
const hs: (() => number)[] = [];
for (let i = 0; i < 6; i++) {
  hs.push(() => i);
  i++;
}
console.log(hs[0](), hs[1](), hs[2]());

// A let declared in the loop body is fresh each time.
const ks: (() => number)[] = [];
let j = 0;
while (j < 3) {
  let k = j * 2;
  ks.push(() => k);
  k += 100;
  j++;
}
console.log(ks[0](), ks[1](), ks[2]());

// continue still moves to a new binding.
const cs: (() => number)[] = [];
for (let i = 0; i < 5; i++) {
  if (i % 2 === 0) continue;
  cs.push(() => i);
}
console.log(cs[0](), cs[1]());
