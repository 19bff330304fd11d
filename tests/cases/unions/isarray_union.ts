// Array.isArray narrows a union of an array and other types, both ways.
type Arg = string | string[];
function words(a: Arg): string[] {
  if (Array.isArray(a)) return a.map((w) => w.trim());
  return a.split(/\s+/).filter((w) => w.length > 0);
}
function count(x: number | number[] | undefined): number {
  if (!Array.isArray(x)) return x ?? 0;
  return x.reduce((s, v) => s + v, 0);
}
interface Opt { tags?: string | string[] }
function tags(o: Opt): string {
  const t = o.tags;
  return t === undefined ? "-" : Array.isArray(t) ? t.join("+") : t.toUpperCase();
}
console.log(words(" a  b c "), words([" x ", "y "]));
console.log(count(5), count([1, 2, 3]), count(undefined));
console.log(tags({}), tags({ tags: "one" }), tags({ tags: ["a", "b"] }));
