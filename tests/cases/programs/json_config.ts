// JSON round trips with typed records, reviver/replacer, nested config merging
interface Config { name: string; version: number; features: { [k: string]: boolean }; servers: { host: string; port: number; tags?: string[] }[]; meta?: Record<string, unknown> }
const raw = `{"name":"svc","version":3,"features":{"auth":true,"cache":false},"servers":[{"host":"a.local","port":8080,"tags":["blue"]},{"host":"b.local","port":9090}],"meta":{"owner":"ops","since":"2021-06-01T00:00:00.000Z","limits":{"rps":100}}}`;
const cfg = JSON.parse(raw) as Config;
console.log(cfg.servers.map(s => `${s.host}:${s.port}${s.tags ? " [" + s.tags.join(",") + "]" : ""}`));
console.log(Object.entries(cfg.features).filter(([, on]) => on).map(([k]) => k), cfg.meta?.owner);
const withDates = JSON.parse(raw, (k, v) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v) : v));
console.log(withDates.meta.since instanceof Date, withDates.meta.since.getUTCFullYear());
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
function deepMerge(a: Json, b: Json): Json {
  if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a) && !Array.isArray(b)) {
    const out: { [k: string]: Json } = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? deepMerge(out[k], v) : v;
    return out;
  }
  return b;
}
const base: Json = { a: 1, b: { c: [1, 2], d: "x" }, e: null };
const over: Json = { b: { c: [3], f: true }, e: { g: 1 }, h: "new" };
console.log(JSON.stringify(deepMerge(base, over)));
console.log(deepMerge(base, over));
function countLeaves(j: Json): number {
  if (Array.isArray(j)) return j.reduce((s: number, x) => s + countLeaves(x), 0);
  if (j !== null && typeof j === "object") return Object.values(j).reduce((s: number, x) => s + countLeaves(x), 0);
  return 1;
}
console.log(countLeaves(JSON.parse(raw) as Json));
console.log(JSON.stringify(cfg, ["name", "servers", "host"]), JSON.stringify({ n: 1, s: "two", arr: [1, { x: undefined }] }, null, "\t"));
console.log(JSON.stringify([NaN, Infinity, -0, 1e21, 1e-7]), JSON.stringify({ date: new Date(Date.UTC(2020, 1, 29)) }), JSON.stringify("</script>\u2028"));
try { JSON.parse('{"a":1,}'); } catch (e) { console.log((e as Error).name); }
const round = JSON.parse(JSON.stringify({ big: 2 ** 60, neg: -0, nested: [[[]]], uni: "héllo ☃" }));
console.log(round);
class Point { constructor(public x: number, public y: number) {} toJSON() { return [this.x, this.y]; } }
console.log(JSON.stringify({ p: new Point(1, 2), list: [new Point(3, 4)] }));
