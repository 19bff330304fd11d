// Spreading an optional dictionary (Record<K, V> | undefined) into a
// dictionary literal: nothing is copied when it is undefined or null.
interface Options { name: string; flags?: Record<string, boolean>; limits?: Record<string, number> | null }
function merged(base: Options, over: Partial<Options>): Options {
  return {
    ...base,
    ...over,
    flags: { ...base.flags, ...over.flags },
    limits: { ...base.limits, ...over.limits },
  };
}
const base: Options = { name: "base", flags: { a: true, b: false } };
console.log(merged(base, {}));
console.log(merged(base, { flags: { b: true, c: true }, limits: { rps: 10 } }));
console.log(merged({ name: "x", flags: {}, limits: null }, { name: "y", limits: { n: 1 } }));
function lookup(k: string): Record<string, number> | undefined { return k === "x" ? { x: 9 } : undefined; }
const extra = lookup("nothing");
const d: Record<string, number> = { one: 1, ...extra, two: 2 };
console.log(d, Object.keys(d).length, lookup("x"));
