// Tuples whose elements are of several compound kinds (an object and an array,
// a tuple and a string) are held boxed, each element read as its own type.
const d: [{ n: number }, string[]] = [{ n: 1 }, ["s"]];
console.log(d, JSON.stringify(d), d[0].n + 1, d[1].join("-"), d.length);
const [o, xs] = d;
console.log(o.n, xs.length);
d[1] = ["p", "q"];
d[0].n = 5;
for (const part of d) console.log(typeof part, Array.isArray(part));
function split(s: string): [string[], { count: number }, number[]] {
  const parts = s.split(",");
  return [parts, { count: parts.length }, parts.map((p) => p.length)];
}
const [ps, meta, lens] = split("ab,c,def");
console.log(ps, meta.count, lens.reduce((a, b) => a + b, 0), split("x"));
const pairs: [string, number[]][] = [["a", [1, 2]], ["b", []]];
const m = new Map<string, [Date, string[]]>([["k", [new Date(0), ["t"]]]]);
console.log(pairs, m.get("k")![0].getTime(), m.get("k")![1]);
const entries: [number[], string][] = [[[1], "x"]];
const nested: [[string, number], string] = [["a", 1], "b"];
console.log(entries, nested, nested[0][1] + 1);
