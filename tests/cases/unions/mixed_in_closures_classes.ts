// Values of unions with several compound members captured by closures, held
// in class fields (narrowed through `this.v`), defaulted, spread, and kept by
// a filter whose callback is a type guard to an array member.
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

let cur: Json = [1];
const get = () => cur;
const set = (v: Json) => { cur = v; };
set({ a: "b" });
console.log(get(), typeof get());

class Holder {
  v: Json | Json[] = null;
  size(): number {
    if (Array.isArray(this.v)) return this.v.length;
    return this.v === null ? 0 : 1;
  }
}
const h = new Holder();
console.log(h.size());
h.v = [1, 2, [3]];
console.log(h.size(), h);

function def(v: Json = { d: [true] }): string { return JSON.stringify(v); }
console.log(def(), def(null), def([]));
const all: Json[] = [...[1, 2], { k: 1 }, ...["x"]];
console.log(all);

const maybe: (number[] | { x: number })[] = [[1, 5], { x: 2 }, [3]];
console.log(maybe.map((m) => (Array.isArray(m) ? m[0] : m.x)));
const lists = maybe.filter((m): m is number[] => Array.isArray(m));
console.log(lists, lists[0].length, lists.map((l) => l.reduce((a, b) => a + b, 0)));
const words: (string | string[])[] = ["a", ["b", "c"]];
const groups = words.filter((w): w is string[] => typeof w !== "string");
console.log(groups, groups[0].join("+"));
