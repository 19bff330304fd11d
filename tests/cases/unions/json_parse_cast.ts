// JSON.parse(...) as a union with several compound members: the checked
// conversion of an `any` (arrays, dictionaries, a recursive alias).
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type Cell = number | string[] | { [k: string]: number };
type Table = { [name: string]: Cell };

const cells = JSON.parse('{"a": 1, "b": ["x", "y"], "c": {"p": 2, "q": 3}}') as Table;
for (const k of Object.keys(cells)) {
  const c = cells[k];
  if (typeof c === "number") console.log(k, "number", c + 1);
  else if (Array.isArray(c)) console.log(k, "strings", c.join("/"), c.length);
  else console.log(k, "dict", Object.keys(c), Object.values(c).reduce((a, b) => a + b, 0));
}
const list = JSON.parse('[1, ["a"], {"z": 26}]') as Cell[];
console.log(list.length, list.map((c) => (typeof c === "number" ? "n" : Array.isArray(c) ? "a" : "d")).join(""));

const doc = JSON.parse('{"users":[{"name":"ann","roles":["admin","dev"],"age":41},{"name":"bob","roles":[],"age":null}]}') as Json;
function names(j: Json): string[] {
  if (Array.isArray(j)) return j.flatMap(names);
  if (j === null || typeof j !== "object") return [];
  const out: string[] = [];
  const nm = j["name"];
  if (typeof nm === "string") out.push(nm);
  for (const k of Object.keys(j)) out.push(...names(j[k]));
  return out;
}
console.log(names(doc));
const many = JSON.parse("[[], {}, [[]], 0, \"\", false, null]") as Json[];
console.log(many.length, many.map((j) => (j === null ? "null" : Array.isArray(j) ? "array" : typeof j)));
const value: Json = JSON.parse("3.5");
console.log(typeof value === "number" ? value * 2 : "?");
