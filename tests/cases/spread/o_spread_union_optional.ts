// Spreading a union of object literals' types: a property some member lacks
// is optional undefined in it (tsc's normalization), so it can still be read.
function mk(meta: string | undefined, x: number) {
  const o = { ...(meta ? { meta } : {}), x };
  return o;
}
const a = mk("m", 1), b = mk(undefined, 2);
console.log(a, b, a.meta, b.meta ?? "none", JSON.stringify(a));
const extra = Math.random() < 2 ? { tag: "t", n: 1 } : { n: 2 };
const z = { ...extra, done: true };
console.log(z, z.n);
