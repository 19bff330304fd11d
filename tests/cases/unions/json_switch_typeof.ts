// A Json walker written with `switch (typeof v)`, conditionals whose branches
// are different members, and a function whose inferred return type is a
// union of an array and an object type.
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

function summary(v: Json): string {
  switch (typeof v) {
    case "string": return `string(${v.length})`;
    case "number": return `number(${v.toFixed(1)})`;
    case "boolean": return v ? "yes" : "no";
    case "object":
      if (v === null) return "null";
      return Array.isArray(v) ? `array[${v.map(summary).join(", ")}]` : `object{${Object.keys(v).map((k) => k + ": " + summary(v[k])).join(", ")}}`;
  }
  return "unreachable";
}
function bump(v: Json): Json {
  return Array.isArray(v) ? v.map(bump) : typeof v === "number" ? v + 1 : v;
}
function wrap(v: Json, asList: boolean): Json {
  return asList ? [v] : { value: v };
}
function split(s: string) {
  if (s.includes("=")) {
    const [k, val] = s.split("=");
    return { key: k, value: val };
  }
  return s.split(",");
}
const doc: Json = { a: [1, 2.25, "x"], b: { c: true, d: null } };
console.log(summary(doc));
console.log(JSON.stringify(bump(doc)), JSON.stringify(bump([[1], 2])));
console.log(wrap(3, true), wrap("s", false), summary(wrap(wrap(null, true), false)));
for (const s of ["k=v", "a,b,c", "solo"]) {
  const r = split(s);
  console.log(Array.isArray(r) ? `list ${r.length}: ${r}` : `pair ${r.key} -> ${r.value}`, r);
}
