// `satisfies` against an object type with optional properties and nested
// dictionaries: the value keeps its own type (replicas is a number, env has
// NODE_ENV), as tsc checks a literal's properties against the context.
interface Service { name: string; replicas: number; env: Record<string, string>; tags?: string[] }
const DEFAULTS = { replicas: 1, env: { NODE_ENV: "production" } } satisfies Partial<Service>;
const replicas: number = DEFAULTS.replicas * 3;
const mode: string = DEFAULTS.env.NODE_ENV;
console.log(replicas, mode.toUpperCase());

const limits = { api: { rps: 50, burst: 100 }, batch: { rps: 5, burst: 5 } } satisfies Record<string, Record<string, number>>;
console.log(limits.api.rps + limits.batch.burst, Object.keys(limits));

const svc = { name: "web", replicas: 2, env: { PORT: "80" }, tags: ["edge"] } satisfies Service;
const merged: Service = { ...DEFAULTS, ...svc, env: { ...DEFAULTS.env, ...svc.env } };
console.log(merged.name, merged.replicas, JSON.stringify(merged.env), svc.tags.length);

const routes = { home: { path: "/", auth: false }, admin: { path: "/admin", auth: true } } satisfies { [k: string]: { path: string; auth?: boolean } };
for (const [name, r] of Object.entries(routes)) console.log(name, r.path, r.auth);
console.log(routes.admin.auth && "locked");
