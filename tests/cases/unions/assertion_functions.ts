function assertDefined<T>(v: T | undefined, what: string): asserts v is T {
  if (v === undefined) throw new Error(`${what} is missing`);
}
function assertNotNull<T>(v: T | null | undefined): asserts v is T {
  if (v == null) throw new TypeError("null!");
}
function assert(cond: unknown, msg?: string): asserts cond {
  if (!cond) throw new Error(msg ?? "assertion failed");
}
function assertIsString(v: unknown): asserts v is string {
  if (typeof v !== "string") throw new TypeError(`expected string, got ${typeof v}`);
}
interface Cfg { port?: number; host: string | null; name?: string }
function load(raw: Partial<Cfg>): string {
  assertDefined(raw.port, "port");
  const p: number = raw.port;
  assertNotNull(raw.host);
  const h: string = raw.host;
  assert(raw.name !== undefined, "name required");
  return `${raw.name.toUpperCase()}@${h}:${p + 1}`;
}
const tries: Partial<Cfg>[] = [
  { port: 80, host: "a", name: "web" },
  { host: "a" },
  { port: 1, host: null },
  { port: 2, host: "b" },
];
for (const t of tries) {
  try { console.log(load(t)); } catch (e) { console.log((e as Error).name, (e as Error).message); }
}
const vals: unknown[] = ["x", 3];
for (const v of vals) {
  try { assertIsString(v); console.log(v.length, v.repeat(2)); } catch (e) { console.log(String(e)); }
}
let maybe: number[] | undefined = [1, 2];
assert(maybe);
console.log(maybe.length);
