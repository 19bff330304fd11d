// Dictionaries in classes, generics, callbacks, destructuring, logical assignment; odd keys and cycles.
class Cache {
  private store: Record<string, number> = {};
  hits = 0;
  get(k: string, compute: (k: string) => number): number {
    if (k in this.store) { this.hits++; return this.store[k]; }
    const v = compute(k);
    this.store[k] = v;
    return v;
  }
  dump(): Record<string, number> { return this.store; }
}
const c = new Cache();
for (const w of ["aa", "b", "aa", "ccc", "b"]) c.get(w, (k) => k.length * 10);
console.log(c.hits, c.dump(), c);
function sumValues<T>(d: Record<string, T>, f: (t: T) => number): number {
  let s = 0;
  for (const k in d) s += f(d[k]);
  return s;
}
console.log(sumValues({ a: "xx", b: "yyy" }, (s) => s.length), sumValues<number>({ q: 2, r: 3 }, (n) => n * n));
const prices: { [k: string]: number } = { tea: 2.5, cake: 3.25 };
console.log(prices["tea"].toFixed(2), prices.cake.toFixed(1));
Object.entries(prices).forEach(([k, v]) => console.log(k, v));
const big: Record<string, number> = {};
for (let i = 0; i < 30; i++) big["key" + i] = i * i;
console.log(big);
const odd: Record<string, string> = { "it's": "apos", 'say "hi"': "quote", "": "empty", "with space": "s", _ok$: "id", "1a": "x", "01": "lead", "4294967295": "max", "4294967294": "maxidx" };
console.log(odd);
console.log(JSON.stringify(odd));
for (const k in odd) console.log(JSON.stringify(k));
const nestedArr: Record<string, number[][]> = { m: [[1, 2], [3]], n: [] };
console.log(nestedArr, JSON.stringify(nestedArr, null, 1));
const selfRef: Record<string, unknown> = {};
selfRef["me"] = selfRef;
selfRef["n"] = 1;
console.log(selfRef);
const withUndef: Record<string, number | undefined> = { a: 1, b: undefined };
console.log(withUndef, JSON.stringify(withUndef), Object.keys(withUndef), "b" in withUndef, withUndef.b);
const d: Record<string, number> = { a: 1, b: 2, c: 3 };
const { a, b, ...rest } = d;
console.log(a, b, rest);
interface HasA { a: number; z?: number }
const h: HasA = { a: d.a };
console.log(h.a, h.z);
function maybe(x: Record<string, string> | undefined, k: string): string {
  return x?.[k] ?? "none";
}
console.log(maybe(undefined, "q"), maybe({ q: "yes" }, "q"), maybe({}, "q"));
console.log(typeof d["a"], typeof d["zz"]);
const groups: Record<string, string[]> = {};
for (const w of ["apple", "avocado", "banana", "blueberry", "cherry"]) {
  (groups[w[0]] ??= []).push(w);
}
console.log(groups);
const lens: Record<string, number> = {};
lens["x"] ||= 5;
lens["x"] ||= 9;
console.log(lens);
