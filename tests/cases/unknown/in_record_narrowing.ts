// `"key" in x` where x is a Record<string, V>: the record may or may not
// hold the key, so both branches keep its type (tsc's narrowing).
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

interface Settings {
  name?: string;
  retries?: number;
  tags?: string[];
}

function parseSettings(input: unknown): Settings | string[] {
  if (!isRecord(input)) return ["not an object"];
  const errors: string[] = [];
  const out: Settings = {};
  if ("name" in input) {
    if (typeof input.name !== "string" || input.name.trim() === "") errors.push("name must be a non-empty string");
    else out.name = input.name.trim();
  } else {
    errors.push(`name is required (keys: ${Object.keys(input).join(",") || "none"})`);
  }
  if ("retries" in input) {
    const r = input.retries;
    if (typeof r !== "number" || !Number.isInteger(r)) errors.push("retries must be an integer");
    else out.retries = r;
  }
  if ("tags" in input) {
    const tags = input.tags;
    if (!Array.isArray(tags) || !tags.every((t): t is string => typeof t === "string")) errors.push("tags must be strings");
    else out.tags = [...new Set(tags.map((t) => t.toLowerCase()))].sort();
  }
  return errors.length ? errors : out;
}

const inputs: unknown[] = [
  { name: "  api ", retries: 3, tags: ["B", "a", "b"] },
  { retries: 1.5 },
  { name: "", tags: [1, 2] },
  [1, 2],
  null,
  JSON.parse('{"name":"from json","tags":["Z","y"]}'),
];
for (const i of inputs) console.log(JSON.stringify(parseSettings(i)));

const counts: Record<string, number> = { apples: 2 };
for (const k of ["apples", "pears"]) {
  if (k in counts) console.log(k, "present", counts[k]);
  else console.log(k, "absent");
}
const lookup: { [key: string]: string } = {};
console.log("x" in lookup, Object.keys(lookup).length);

// sort and reverse return their receiver: a fresh array stays fresh
const loose: any[] = ["b", "c", "a"];
const sorted: string[] = [...loose].sort();
const reversed: string[] = loose.slice().reverse();
console.log(sorted.join(), reversed.join(), loose.join());
