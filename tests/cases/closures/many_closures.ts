// Many closures: creating and calling a large number of them (stresses allocation/GC).
const N = 5000; // (the GC stress run collects at every allocation: keep it quadratic-safe)
const adders: ((x: number) => number)[] = [];
for (let i = 0; i < N; i++) adders.push((x) => x + i);
let total = 0;
for (let i = 0; i < N; i++) total += adders[i](1);
console.log(total);

// Closures that each own a small array.
function makeHistory(seed: number): () => number {
  const hist: number[] = [seed];
  return () => {
    hist.push(hist[hist.length - 1] * 2 % 1000003);
    return hist.length + hist[hist.length - 1];
  };
}
let acc = 0;
for (let round = 0; round < 40; round++) {
  const fns: (() => number)[] = [];
  for (let k = 0; k < 50; k++) fns.push(makeHistory(round * 50 + k));
  for (const f of fns) for (let r = 0; r < 5; r++) acc = (acc + f()) % 1000000007;
}
console.log(acc);

// Chains of closures: each wraps the previous one.
let chain: (x: number) => number = (x) => x;
for (let i = 1; i <= 1000; i++) {
  const prev = chain;
  chain = (x) => prev(x) + (i % 7);
}
console.log(chain(0), chain(1000));

// Counters kept only through closures stored in objects.
const objs = Array.from({ length: 1000 }, (_, i) => {
  let c = i;
  return { bump: () => ++c, read: () => c };
});
for (let r = 0; r < 10; r++) objs.forEach((o) => o.bump());
console.log(objs.reduce((s, o) => s + o.read(), 0), objs[999].read());
