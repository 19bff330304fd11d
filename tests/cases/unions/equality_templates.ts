// Equality, null tests, templates, String() and console.log of values of
// unions with several compound members.
type Val = number[] | { id: number } | (() => string) | null | undefined;

function show(v: Val): string {
  if (v === null) return "null";
  if (v === undefined) return "undefined";
  if (typeof v === "function") return "fn:" + v();
  if (Array.isArray(v)) return `arr:${v}`;
  return `obj:${v.id}`;
}
const shared = [1, 2];
const vals: Val[] = [shared, { id: 7 }, () => "hi", null, undefined, [3]];
for (const v of vals) console.log(show(v), v == null, v === shared, typeof v);
let a: Val = shared;
let b: Val = [1, 2];
console.log(a === b, a === shared, a !== b, a == null);
b = a;
console.log(a === b, String(a), `${a}`);
a = null;
console.log(a === b, a, b);
console.log(vals.filter((v) => v != null).length, vals.indexOf(shared), vals.includes(null));
console.log(vals);
