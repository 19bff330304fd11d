// `string | string[]` header values: .length on either member, Map and
// dictionary storage, normalisation and printing.
type HeaderValue = string | string[];
const headers: Record<string, HeaderValue> = {
  "content-type": "text/html",
  "set-cookie": ["a=1", "b=2", "c=3"],
  vary: [],
};

function first(v: HeaderValue): string {
  return typeof v === "string" ? v : v.length > 0 ? v[0] : "";
}
function append(v: HeaderValue | undefined, add: string): HeaderValue {
  if (v === undefined) return add;
  if (Array.isArray(v)) return [...v, add];
  return [v, add];
}
for (const k of Object.keys(headers)) {
  const v = headers[k];
  console.log(k, v.length, first(v), Array.isArray(v) ? v.join("; ") : v, `${v}`);
}
let acc: HeaderValue | undefined = undefined;
for (const part of ["x", "y", "z"]) {
  acc = append(acc, part);
  console.log(acc, acc.length);
}
const m = new Map<string, HeaderValue>();
m.set("accept", "*/*");
m.set("via", ["p1", "p2"]);
m.set("accept", append(m.get("accept"), "text/plain"));
console.log(m, m.get("via"), JSON.stringify([...m]));
console.log(headers);
