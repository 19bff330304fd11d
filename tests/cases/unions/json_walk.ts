// Walking a parsed JSON document typed as the recursive Json alias: counting,
// depth, paths of leaves, collecting numbers, and rebuilding it changed.
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

function depth(j: Json): number {
  if (Array.isArray(j)) return 1 + j.reduce((m: number, x) => Math.max(m, depth(x)), 0);
  if (j !== null && typeof j === "object") {
    let m = 0;
    for (const k in j) m = Math.max(m, depth(j[k]));
    return 1 + m;
  }
  return 0;
}

function leaves(j: Json, path: string, out: string[]): void {
  if (Array.isArray(j)) {
    j.forEach((x, i) => leaves(x, `${path}[${i}]`, out));
  } else if (typeof j === "object" && j !== null) {
    for (const [k, v] of Object.entries(j)) leaves(v, path + "." + k, out);
  } else {
    out.push(`${path} = ${JSON.stringify(j)}`);
  }
}

function numbers(j: Json): number[] {
  if (typeof j === "number") return [j];
  if (Array.isArray(j)) return j.flatMap(numbers);
  if (j === null || typeof j !== "object") return [];
  return Object.values(j).flatMap(numbers);
}

function doubled(j: Json): Json {
  if (typeof j === "number") return j * 2;
  if (Array.isArray(j)) return j.map(doubled);
  if (j === null || typeof j !== "object") return j;
  const out: { [k: string]: Json } = {};
  for (const k of Object.keys(j)) out[k] = doubled(j[k]);
  return out;
}

const text = '{"store":{"book":[{"title":"A","price":8.95,"tags":["x","y"]},{"title":"B","price":12,"used":true}],"open":null},"count":2}';
const doc = JSON.parse(text) as Json;
console.log(depth(doc));
const out: string[] = [];
leaves(doc, "$", out);
for (const l of out) console.log(l);
console.log(numbers(doc), numbers(doc).reduce((a, b) => a + b, 0));
const d = doubled(doc);
console.log(JSON.stringify(d));
console.log(d);
const arr = JSON.parse("[1, [2, [3, [4]]], {\"k\": [5]}]") as Json;
console.log(depth(arr), numbers(arr), `${JSON.stringify(arr)}`);
