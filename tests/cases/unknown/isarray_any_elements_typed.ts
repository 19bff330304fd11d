// An unknown narrowed by Array.isArray is an any[]; after checking its
// elements it is used as a string[] or number[] (assigned or cast), the way
// request bodies are validated.
function tagsOf(body: Record<string, unknown>): string[] | string {
  const tags = body.tags;
  if (!Array.isArray(tags)) return "tags: not an array";
  if (!tags.every((t) => typeof t === "string")) return "tags: not all strings";
  const list: string[] = tags;
  return [...new Set(list.map((t) => t.trim().toLowerCase()))].sort();
}

function total(v: unknown): number {
  if (Array.isArray(v) && v.every((x) => typeof x === "number")) {
    const nums = v as number[];
    return nums.reduce((a, b) => a + b, 0);
  }
  return -1;
}

function pair(v: unknown): string {
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === "string" && typeof v[1] === "number") {
    const [name, n] = v as [string, number];
    return `${name}=${n.toFixed(1)}`;
  }
  return "no pair";
}

for (const raw of ['{"tags":[" Work","home","work"]}', '{"tags":"x"}', '{"tags":["a",1]}', '{"tags":[]}']) {
  const body = JSON.parse(raw) as Record<string, unknown>;
  console.log(tagsOf(body));
}
console.log(total(JSON.parse("[1, 2.5, 3]")), total(JSON.parse('[1, "2"]')), total("nope"));
console.log(pair(JSON.parse('["pi", 3.14159]')), pair(JSON.parse("[1, 2]")));
const parsed: any[] = JSON.parse('[["a","b"],["c"]]');
const rows = parsed as string[][];
console.log(rows.map((r) => r.join("")).join("|"), rows[1].length);
