// Object spread of a value that may be undefined or null adds nothing then:
// the usual way to merge optional overrides into defaults.
interface ServerOptions {
  host: string;
  port: number;
  tls: boolean;
  name?: string;
}

const defaults: ServerOptions = { host: "localhost", port: 8080, tls: false };

function configure(overrides?: Partial<ServerOptions>): ServerOptions {
  return { ...defaults, ...overrides };
}

console.log(configure());
console.log(configure({ port: 9000 }));
console.log(configure({ tls: true, name: "edge", host: "0.0.0.0" }));

function fromEnv(env: Record<string, string | undefined>): Partial<ServerOptions> | undefined {
  const port = env["PORT"];
  return port === undefined ? undefined : { port: Number(port) };
}
console.log(configure(fromEnv({})), configure(fromEnv({ PORT: "3000" })));

interface Meta {
  requestId: string;
  user?: string;
}
function logLine(msg: string, meta: Meta | null): string {
  const rec = { level: "info", ...meta, msg };
  return JSON.stringify(rec);
}
console.log(logLine("hello", null));
console.log(logLine("login", { requestId: "r1", user: "ada" }));
console.log(logLine("ping", { requestId: "r2" }));

type Patch = { op: "add"; value: number } | { op: "remove"; index: number };
function describe(base: { id: number }, p: Patch | undefined) {
  return { ...base, ...p };
}
console.log(describe({ id: 1 }, undefined), describe({ id: 2 }, { op: "add", value: 5 }));
console.log(describe({ id: 3 }, { op: "remove", index: 0 }));

const cache = new Map<string, { hits: number; misses: number }>();
cache.set("a", { hits: 3, misses: 1 });
const stats = { hits: 0, misses: 0, ...cache.get("a") };
const none = { hits: 0, misses: 0, ...cache.get("zzz") };
console.log(stats, none, stats.hits + none.misses);
