// Maps and Sets that hold the only references to strings, arrays and
// objects built at run time, while many others become garbage.
interface Node {
  id: string;
  children: Set<Node>;
  attrs: Map<string, string>;
}

function makeNode(i: number): Node {
  const attrs = new Map<string, string>();
  attrs.set("name", "node-" + i);
  attrs.set("kind", i % 2 === 0 ? "even" : "odd" + "!".repeat(i % 3));
  return { id: "n" + i, children: new Set(), attrs };
}

const registry = new Map<string, Node>();
for (let i = 0; i < 300; i++) {
  const n = makeNode(i);
  registry.set(n.id, n);
  const parent = registry.get("n" + Math.floor(i / 3));
  if (parent && parent !== n) parent.children.add(n);
  if (i % 7 === 0) registry.delete("n" + (i - 5));
}
let edges = 0;
for (const n of registry.values()) edges += n.children.size;
console.log(registry.size, edges);
console.log(registry.get("n1")!.attrs, registry.get("n42")!.attrs.get("name"));

const buckets = new Map<number, string[]>();
for (let i = 0; i < 400; i++) {
  const k = (i * 37) % 23;
  let b = buckets.get(k);
  if (!b) {
    b = [];
    buckets.set(k, b);
  }
  b.push(String(i) + ":" + k.toString(16));
  if (b.length > 10) buckets.delete(k);
}
let total = 0;
for (const [, b] of buckets) total += b.length;
console.log(buckets.size, total, buckets.get(5));

let last = new Set<string>();
for (let round = 0; round < 30; round++) {
  const s = new Set<string>();
  for (let j = 0; j < 20; j++) s.add(`r${round}-${j % (round + 1)}`);
  last = s;
}
console.log(last.size, Array.from(last).slice(0, 3));

const keyed = new Map<number[], Map<string, number>>();
const keys: number[][] = [];
for (let i = 0; i < 50; i++) {
  const k = [i, i * i];
  if (i % 5 === 0) keys.push(k);
  keyed.set(k, new Map([["i", i]]));
}
for (const k of keys) console.log(k, keyed.get(k)!.get("i"));
console.log(keyed.size);
