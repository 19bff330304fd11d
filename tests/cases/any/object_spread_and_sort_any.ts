// Object literals spreading an any are an any (tsc's type), built member by
// member in source order; one meeting an object type is converted as a
// parsed object is.  sort/toSorted with a comparator on an any array.
interface Config { host: string; port: number; debug?: boolean; tags?: string[] }
const base: Config = { host: "localhost", port: 80 };
const parsed = JSON.parse('{"port": 8080, "debug": true, "extra": {"a": [1, 2]}}');

const loose = { ...base, ...parsed, port: parsed.port + 1, ["k" + 1]: "v" };
console.log(loose, Object.keys(loose).join(","));
const cfg: Config = { ...base, ...parsed };
console.log(cfg.host.toUpperCase(), cfg.port + 1, cfg.debug, cfg.tags?.length ?? 0);
function withDefaults(o: any): Config {
  return { ...base, tags: ["default"], ...o };
}
const d1 = withDefaults({ host: "example.org", tags: ["x", "y"] });
console.log(d1.host, d1.port, d1.tags!.join("+"), withDefaults({}).tags);
const order = { first: 1, ...parsed.extra, last: 2, first2: parsed.debug };
console.log(JSON.stringify(order));

const rows = JSON.parse('[{"n":"b","v":2},{"n":"a","v":2},{"n":"c","v":1},{"n":"d","v":3}]');
rows.sort((x: any, y: any) => x.v - y.v);
console.log(rows.map((r: any) => r.n).join(""));
const byName = rows.toSorted((x: any, y: any) => (x.n < y.n ? -1 : x.n > y.n ? 1 : 0));
console.log(byName.map((r: any) => r.n).join(""), rows.map((r: any) => r.n).join(""));
const nums: any = [10, 1, undefined, 5, 100];
console.log(nums.sort((a: any, b: any) => b - a), nums.length);
