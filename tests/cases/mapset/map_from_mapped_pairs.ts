// new Map(xs.map(x => [k, v])): the callback's [k, v] is a pair, as tsc reads it
// in the context of the Map's entries.
interface T { name: string; deps: string[]; n: number }
const ts: T[] = [{ name: "a", deps: ["x"], n: 1 }];
const m1 = new Map(ts.map((t) => [t.name, t]));
const m2 = new Map(ts.map((t) => [t.name, t.n]));
const m3 = new Map(ts.map((t) => [t.name, new Set(t.deps)]));
const m4 = new Map(ts.map((t) => [t.name, t.deps]));
console.log(m1.size, m2, m3, m4);
