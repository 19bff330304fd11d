// Typed configuration features: enums, as const, satisfies, destructuring, overloads
enum Level { Debug, Info, Warn = 5, Error }
enum Color { Red = "red", Green = "green", Blue = "blue" }

const ROLES = ["admin", "editor", "viewer"] as const;
type Role = (typeof ROLES)[number];

type HttpMethod = "GET" | "POST";
type Route = `${HttpMethod} /${string}`;

interface ServerConfig {
  host: string;
  port: number;
  tls?: { cert: string; key?: string };
  level: Level;
  tags: readonly string[];
}

const defaults = {
  host: "localhost",
  port: 8080,
  level: Level.Info,
  tags: ["web"],
} satisfies Partial<ServerConfig>;

function makeConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const { tls, ...rest } = overrides;
  return { ...defaults, ...rest, ...(tls ? { tls } : {}) };
}

function describeConfig({ host, port = 80, tls, level, tags: [firstTag = "none", ...otherTags] }: ServerConfig): string {
  const scheme = tls ? "https" : "http";
  return `${scheme}://${host}:${port} level=${Level[level]}(${level}) tags=${firstTag}+${otherTags.length} key=${tls?.key ?? "n/a"}`;
}

function parse(input: string): number;
function parse(input: string[]): number[];
function parse(input: string | string[]): number | number[] {
  return Array.isArray(input) ? input.map((s) => parseInt(s, 10)) : parseInt(input, 10);
}

const point = [3, 4] as const;
type Point = typeof point;
function norm(p: readonly [number, number]): number {
  const [x, y] = p;
  return Math.hypot(x, y);
}

type Settings = { theme: Color; fontSize: number; beta: boolean };
function get<K extends keyof Settings>(s: Settings, key: K): Settings[K] {
  return s[key];
}

function routeKey(r: Route): string {
  const [method, path] = r.split(" ");
  return `${method.toLowerCase()}:${path}`;
}

const c1 = makeConfig();
const c2 = makeConfig({ port: 443, tls: { cert: "c.pem", key: "k.pem" }, level: Level.Error, tags: ["api", "v2", "edge"] });
const c3 = makeConfig({ host: "example.com", level: Level.Warn, tags: [] });
for (const c of [c1, c2, c3]) console.log(describeConfig(c));
console.log(JSON.stringify(c2));

console.log(parse("42"), parse(["1", "2", "x"]));
const p: Point = point;
console.log(norm(p), p.length, point[0]);

const settings: Settings = { theme: Color.Green, fontSize: 14, beta: false };
console.log(get(settings, "theme"), get(settings, "fontSize") + 1, get(settings, "beta"));
const keys = Object.keys(settings) as (keyof Settings)[];
console.log(keys.map((k) => `${k}=${settings[k]}`).join("&"));

console.log(ROLES.includes("editor"), ROLES.indexOf("viewer"));
const isRole = (s: string): s is Role => (ROLES as readonly string[]).includes(s);
for (const s of ["admin", "root"]) console.log(s, isRole(s) ? "is a role" : "is not a role");

console.log(Level.Warn, Level.Error, Level[0], Color.Blue, Object.values(Color).join("|"));
console.log(Object.keys(Level).filter((k) => isNaN(Number(k))));
const levelByName: Record<string, Level> = { debug: Level.Debug, warn: Level.Warn };
console.log(levelByName["warn"] ?? Level.Info, levelByName["trace"] ?? Level.Info);

console.log(routeKey("GET /users"), routeKey("POST /orders/1"));

const deep = { a: { b: { c: 0, d: null as string | null, list: [1, 2] } } };
console.log(deep.a?.b.c ?? 5, deep.a.b.d ?? "dflt", deep.a.b.list?.[5] ?? -1, deep.a.b.c || "zero");
const { a: { b: { list: [, second], ...restB } } } = deep;
console.log(second, restB);

const counts = { apples: 3, pears: 0 } as const;
const merged = { ...counts, plums: 7, apples: 10 };
console.log(merged, Object.entries(merged).length);
let maybe: number | undefined;
maybe ??= 12;
maybe ||= 99;
console.log(maybe);
