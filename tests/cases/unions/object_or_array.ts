// An object type or an array of numbers: narrowed by Array.isArray, `in`,
// typeof and === null, and passed to functions taking one member.
interface Range { from: number; to: number }
type Spec = Range | number[] | null;

function expand(r: Range): number[] {
  const out: number[] = [];
  for (let i = r.from; i <= r.to; i++) out.push(i);
  return out;
}
function values(s: Spec): number[] {
  if (s === null) return [];
  if (Array.isArray(s)) return s;
  return expand(s);
}
function kind(s: Spec): string {
  if (s === null) return "none";
  if ("from" in s) return `range ${s.from}..${s.to}`;
  return `list of ${s.length}`;
}
function isObj(s: Spec): string {
  return typeof s === "object" ? (s === null ? "null" : Array.isArray(s) ? "array" : "object") : "other";
}
const specs: Spec[] = [{ from: 2, to: 5 }, [9, 4], null, []];
for (const s of specs) console.log(kind(s), values(s), isObj(s), s);
let cur: Spec = null;
console.log(cur);
cur = [1];
console.log(cur, values(cur));
cur = { from: 0, to: 1 };
console.log(cur, values(cur), JSON.stringify(specs), `${specs.length}`);
