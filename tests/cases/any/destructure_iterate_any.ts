// Patterns and iteration over values of type any (JSON.parse's result, an any
// parameter): object and array patterns, defaults, rest, computed keys, and
// for-of / spread / Array.from / new Set over an array, a string, a Set, a Map.
const cfg: any = JSON.parse(`{
  "name": "ingest", "retries": 3, "hosts": ["a.example", "b.example", "c.example"],
  "limits": { "rps": 50, "burst": 120 }, "label": "héllo 😀", "pair": [7, "seven"]
}`);

const { name, retries, timeout = 30, limits: { rps, burst: maxBurst }, ...others } = cfg;
console.log(name, retries, timeout, rps, maxBurst, Object.keys(others));

const [first, , third = "none", fourth = "none"] = cfg.hosts;
console.log(first, third, fourth);
const [head, ...tail] = cfg.hosts;
console.log(head, tail, tail.length);

const [num, word] = cfg.pair;
console.log(num * 2, word.toUpperCase());

let x: any, y: any;
[x, y] = [cfg.retries, cfg.name];
[y, x] = [x, y];
console.log(x, y);

const field = "retries";
const { [field]: r, [`na${"me"}`]: n2 } = cfg;
console.log(r, n2);

function describe({ name, hosts = [] }: any, [a, b]: any = [0, 0]): string {
  return `${name}:${hosts.length}:${a + b}`;
}
console.log(describe(cfg, [1, 2]), describe({ name: "empty" }));

const line: any = "GET /index.html 200";
const [method, path, status] = line.split(" ");
console.log(method, path, Number(status) + 1);

for (const ch of cfg.label) process.stdout.write(`[${ch}]`);
console.log();
console.log([...cfg.label].length, Array.from(cfg.label).reverse().join(""), [..."ab", ...cfg.hosts.slice(1)]);
console.log(new Set(cfg.hosts).size, new Set<any>(cfg.label).has("l"), Math.max(...cfg.pair.slice(0, 1), 3));

const set: any = new Set([3, 1, 2]);
const map: any = new Map<string, number>([["one", 1], ["two", 2]]);
console.log([...set], Array.from(map));
for (const [k, v] of map) console.log(k, v);
const [[k0, v0]] = map;
console.log(k0, v0);

for (const bad of [5, null, undefined, true, { a: 1 }] as any[]) {
  try {
    const [z] = bad;
    console.log("destructured", z);
  } catch (e) {
    console.log((e as Error).name, (e as Error).message);
  }
}
try {
  const { a } = cfg.missing;
  console.log(a);
} catch (e) {
  console.log((e as Error).name);
}
const parsed: any = JSON.parse('{"tags": null, "n": 4}');
console.log(new Set(parsed.tags).size, new Set(parsed.none).size);
for (const [src, f] of [["for-of", () => { for (const t of parsed.n) console.log(t); }],
                        ["spread", () => console.log([...parsed.n])],
                        ["set", () => console.log(new Set(parsed.n))]] as [string, () => void][]) {
  try {
    f();
  } catch (e) {
    console.log(src, (e as Error).message);
  }
}
