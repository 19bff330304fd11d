// JSON arrays converted to tuple types: pairs, arrays of pairs, tuples holding objects.
const pair: [string, number] = JSON.parse('["a", 1]');
console.log(pair[0].toUpperCase(), pair[1] + 1, pair);
const pts: [number, number][] = JSON.parse("[[1, 2], [3, 4.5], [-1, 0.25]]");
let area = 0;
for (const [x, y] of pts) area += x * y;
console.log(area, pts, pts.map(([x, y]) => Math.hypot(x, y).toFixed(3)));
type Entry = [string, { n: number; tags: string[] }];
const entries: Entry[] = JSON.parse('[["k", {"n": 2, "tags": ["x", "y"]}], ["j", {"n": 5, "tags": []}]]');
for (const [key, val] of entries) console.log(key, val.n * 3, val.tags.join("+"), val.tags.length);
const m = new Map<string, number>();
for (const [k, v] of JSON.parse('[["one", 1], ["two", 2]]') as [string, number][]) m.set(k, v);
console.log(m.get("two"), m.size, [...m.keys()]);
const triple = JSON.parse("[true, null, \"s\"]") as [boolean, null, string];
console.log(triple[0] && triple[2].length, triple[1]);
