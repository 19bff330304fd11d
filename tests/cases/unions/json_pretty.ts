// A JSON pretty-printer over the recursive Json type (index-signature objects,
// arrays of itself), as one would write it for Node.
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function quote(s: string): string {
  let out = '"';
  for (const ch of s) {
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else out += ch;
  }
  return out + '"';
}

function pretty(v: Json, indent: string = ""): string {
  if (v === null) return "null";
  if (typeof v === "string") return quote(v);
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    const parts: string[] = [];
    for (const item of v) parts.push(inner + pretty(item, inner));
    return "[\n" + parts.join(",\n") + "\n" + indent + "]";
  }
  const keys = Object.keys(v);
  if (keys.length === 0) return "{}";
  return "{\n" + keys.map((k) => `${inner}${quote(k)}: ${pretty(v[k], inner)}`).join(",\n") + "\n" + indent + "}";
}

const doc: Json = {
  name: "kiln",
  version: 3,
  tags: ["compiler", "typescript", 'say "hi"'],
  native: true,
  parent: null,
  targets: [{ os: "linux", arch: ["x64", "arm64"] }, { os: "darwin", arch: [] }],
  limits: { depth: 24, ratio: 0.75, nested: { empty: {}, list: [[1, 2], [3, [4, [5]]]] } },
};
console.log(pretty(doc));
console.log(pretty(doc) === JSON.stringify(doc, null, 2));

const parsed = JSON.parse('{"a":[1,{"b":"two\\nlines"},[]],"c":{"d":false,"e":null},"f":-0.5}') as Json;
console.log(pretty(parsed));
console.log(pretty(parsed) === JSON.stringify(parsed, null, 2));
const scalars: Json[] = ["x", 1, false, null, [], {}];
for (const s of scalars) console.log(pretty(s));
