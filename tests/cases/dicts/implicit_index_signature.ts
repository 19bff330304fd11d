// An object literal's or a type alias's type fits Record<string, V> / { [k: string]: V } when every
// property fits V (tsc's implicit index signature); any object type fits Record<string, any>.
// The object is passed as it is: keys, entries, for...in, reads and writes of its own properties.
type Pt = { x: number; y: number; label?: string };
function dump(o: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(o)) console.log(k, v);
  console.log(Object.keys(o).join(","), Object.values(o).length);
  for (const k in o) console.log("in", k, o[k]);
  console.log("x" in o, o["y"], o.x);
}
function dump2(o: { [k: string]: unknown }): number { return Object.keys(o).length; }
const p: Pt = { x: 1, y: 2 };
dump(p);
console.log(dump2(p));
const q = { a: 1, b: [1, 2], c: { d: "e" } };
dump(q);
console.log(JSON.stringify(q));
type Cfg0 = { host: string; port: number; debug?: boolean; tags: string[] };
function show2(o: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const k in o) parts.push(`${k}=${JSON.stringify(o[k])}`);
  return parts.join(";");
}
function has(o: { [k: string]: unknown }, k: string): boolean { return k in o; }
const cfg: Cfg0 = { host: "h", port: 80, tags: ["a"] };
console.log(show2(cfg), has(cfg, "port"), has(cfg, "debug"));
const cfg2: Cfg0 = { host: "h2", port: 81, debug: true, tags: [] };
console.log(show2(cfg2));
console.log(Object.entries(cfg2 as Record<string, unknown>).length);
type Nums = { a: number; b: number };
function total(o: Record<string, number>): number { let t = 0; for (const v of Object.values(o)) t += v; return t; }
const nums: Nums = { a: 1, b: 2 };
console.log(total(nums), total({ x: 5 }));
class Svc { name = "svc"; port = 9; start(): string { return "s"; } }
function keysAny(o: Record<string, any>): string[] { return Object.keys(o); }
interface Opt { verbose: boolean; level: number }
const opt: Opt = { verbose: true, level: 2 };
console.log(keysAny(new Svc()), keysAny(opt), keysAny(cfg));
function getAny(o: { [k: string]: any }, k: string): any { return o[k]; }
console.log(getAny(new Svc(), "name"), getAny(opt, "level"), getAny(opt, "nope"));
const lit = { p: 1, q: "two" };
console.log(show2(lit));
type Mixed = { n: number; s: string };
function onlyStr(o: Record<string, string>): number { return Object.keys(o).length; }
console.log(onlyStr({ a: "x" }));
type Cfg1 = { host: string; port: number; on: boolean };
function upd1(o: Record<string, unknown>): void { o.port = 81; o.host = "x"; }
const c4: Cfg1 = { host: "h", port: 80, on: true };
upd1(c4);
console.log(c4.port, c4.host);
type A3 = { a?: number; b: number };
function tot3(o: Record<string, number>): number { return Object.keys(o).length; }
const a3: A3 = { b: 1 };
console.log(tot3(a3));
type N = { 1: string; 2: string; name: number };
function nd(o: Record<number, string>): number { return Object.keys(o).length; }
const n: N = { 1: "a", 2: "b", name: 3 };
console.log(nd(n));
class Cls4 { a = 1; b = "two"; m(): number { return 1; } }
interface I4 { n: number; s?: string }
function dumpAny4(o: Record<string, any>): void {
  console.log(Object.keys(o));
  for (const [k, v] of Object.entries(o)) console.log(k, v);
}
dumpAny4(new Cls4());
const i4: I4 = { n: 1 };
dumpAny4(i4);
function dumpAny42(o: { [k: string]: any }): number { return Object.keys(o).length; }
console.log(dumpAny42(i4), dumpAny42(new Cls4()));
