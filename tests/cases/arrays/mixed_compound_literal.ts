// An array literal of several compound kinds (a Date, a string[], objects)
// with primitives has tsc's union element type, so a function taking that
// union can be mapped over it (it was unknown[]).
function fmt(v: string | number | boolean | null | undefined | Date | string[]): string {
  if (v == null) return "nil";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number") return v.toFixed(1);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (Array.isArray(v)) return v.join("+");
  return v.trim();
}
const vals = [null, undefined, true, 3.14159, new Date(86400000), ["a", "b"], "  s  "];
console.log(vals.map(fmt));
const a = [new Date(0), ["a", "b"], "s", 1, null];
for (const x of a) console.log(x instanceof Date ? x.getTime() : Array.isArray(x) ? x.join("+") : x);
console.log(a.length, a);
const b = [[1], ["a"]];
console.log(b, b.length);
