// structuredClone: deep copies of JSON-like values, arrays, Maps, Sets,
// Dates and class instances (which become plain objects), keeping shared
// references and cycles.
const o = structuredClone({ a: 1, b: [1, 2], c: { d: "x" } });
console.log(o);
const src = { list: [1, 2, 3], tags: ["a", "b"], nested: { deep: [[1], [2, 3]] } };
const cp = structuredClone(src);
cp.list.push(4);
cp.tags[0] = "z";
cp.nested.deep[1].push(9);
console.log(src, cp);
const m = new Map<string, number[]>([["k", [1]], ["j", []]]);
const m2 = structuredClone(m);
m2.get("k")!.push(2);
console.log(m, m2, m2.size);
const s = structuredClone(new Set([3, 1, 2]));
s.add(4);
console.log(s, s.has(1));
const d = new Date(Date.UTC(2024, 1, 29, 12, 30));
const d2 = structuredClone(d);
d2.setUTCFullYear(2030);
console.log(d.toISOString(), d2.toISOString(), d2 instanceof Date);
class Point { constructor(public x: number, public y: number) {} }
const p = structuredClone(new Point(1, 2));
console.log(p, p instanceof Point, p.x + p.y);
const pts = structuredClone([new Point(3, 4)]);
console.log(pts, JSON.stringify(pts));
const shared = { n: 1 };
const pair = structuredClone({ first: shared, second: shared });
pair.first.n = 5;
console.log(pair.second.n, shared.n, pair.first === pair.second);
interface Link { name: string; next: Link | null }
const a: Link = { name: "a", next: null };
a.next = a;
const ac = structuredClone(a);
console.log(ac.next === ac, ac !== a, ac.name);
const rec: Record<string, number> = { x: 1, y: 2 };
const rc = structuredClone(rec);
rc.z = 3;
console.log(rec, rc);
console.log(structuredClone(42), structuredClone("s"), structuredClone(null), structuredClone(true), structuredClone([1, "two", null]));
const nums = new Float64Array([1.5, 2.5]);
const nc = structuredClone(nums);
nc[0] = 9;
console.log(nums, nc);
