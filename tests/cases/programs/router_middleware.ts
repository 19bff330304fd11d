// A tiny HTTP-style router: path patterns with params, middleware chain, handlers.
type Params = Record<string, string>;
interface Request { method: string; path: string; headers: Map<string, string>; body?: string }
interface Response { status: number; headers: Record<string, string>; body: string }
type Handler = (req: Request, params: Params) => Response | Promise<Response>;
type Middleware = (req: Request, next: () => Promise<Response>) => Promise<Response>;

interface Route { method: string; parts: string[]; handler: Handler }

class Router {
  private routes: Route[] = [];
  private middleware: Middleware[] = [];

  use(mw: Middleware): this { this.middleware.push(mw); return this; }

  on(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method: method.toUpperCase(), parts: pattern.split("/").filter(Boolean), handler });
    return this;
  }

  get(pattern: string, handler: Handler) { return this.on("get", pattern, handler); }
  post(pattern: string, handler: Handler) { return this.on("post", pattern, handler); }

  private match(req: Request): { route: Route; params: Params } | undefined {
    const segs = req.path.split("?")[0].split("/").filter((s) => s.length > 0);
    for (const route of this.routes) {
      if (route.method !== req.method) continue;
      if (route.parts.length !== segs.length && !route.parts.includes("*")) continue;
      const params: Params = {};
      let ok = true;
      for (let i = 0; i < route.parts.length; i++) {
        const p = route.parts[i];
        if (p === "*") { params["rest"] = segs.slice(i).join("/"); break; }
        if (p.startsWith(":")) params[p.slice(1)] = decodeURIComponent(segs[i] ?? "");
        else if (p !== segs[i]) { ok = false; break; }
      }
      if (ok) return { route, params };
    }
    return undefined;
  }

  async handle(req: Request): Promise<Response> {
    const found = this.match(req);
    const final = async (): Promise<Response> => {
      if (!found) return { status: 404, headers: {}, body: `no route for ${req.method} ${req.path}` };
      return await found.route.handler(req, found.params);
    };
    const chain = this.middleware.reduceRight<() => Promise<Response>>(
      (next, mw) => () => mw(req, next),
      final,
    );
    try {
      return await chain();
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      return { status: 500, headers: {}, body: "internal: " + msg };
    }
  }
}

const log: string[] = [];
const users = new Map<number, { id: number; name: string }>([
  [1, { id: 1, name: "ada" }],
  [2, { id: 2, name: "grace" }],
]);

const router = new Router()
  .use(async (req, next) => {
    log.push(`> ${req.method} ${req.path}`);
    const res = await next();
    log.push(`< ${res.status}`);
    return res;
  })
  .use(async (req, next) => {
    if (req.path.startsWith("/admin") && req.headers.get("authorization") !== "Bearer s3cret") {
      return { status: 401, headers: { "www-authenticate": "Bearer" }, body: "unauthorized" };
    }
    return next();
  })
  .get("/users", () => ({ status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify([...users.values()]) }))
  .get("/users/:id", (_req, { id }) => {
    const u = users.get(Number(id));
    return u ? { status: 200, headers: {}, body: JSON.stringify(u) } : { status: 404, headers: {}, body: `user ${id} not found` };
  })
  .post("/users", async (req) => {
    const data = JSON.parse(req.body ?? "{}") as { name?: string };
    if (!data.name) throw new Error("name required");
    const id = Math.max(...users.keys()) + 1;
    users.set(id, { id, name: data.name });
    return { status: 201, headers: { location: `/users/${id}` }, body: "" };
  })
  .get("/files/*", (_r, p) => ({ status: 200, headers: {}, body: `file: ${p.rest}` }))
  .get("/admin/stats", () => ({ status: 200, headers: {}, body: `users=${users.size}` }));

function req(method: string, path: string, body?: string, headers: [string, string][] = []): Request {
  return { method, path, body, headers: new Map(headers) };
}

async function main() {
  const reqs = [
    req("GET", "/users"),
    req("GET", "/users/2"),
    req("GET", "/users/9"),
    req("POST", "/users", '{"name":"linus"}'),
    req("POST", "/users", "{}"),
    req("POST", "/users", "{bad json"),
    req("GET", "/users/3?x=1"),
    req("GET", "/files/a/b/c%20d.txt"),
    req("GET", "/admin/stats"),
    req("GET", "/admin/stats", undefined, [["authorization", "Bearer s3cret"]]),
    req("DELETE", "/users/1"),
  ];
  for (const r of reqs) {
    const res = await router.handle(r);
    const hdrs = Object.entries(res.headers).map(([k, v]) => `${k}: ${v}`).join("; ");
    console.log(`${r.method.padEnd(6)} ${r.path.padEnd(24)} ${res.status} ${res.body}${hdrs ? " [" + hdrs + "]" : ""}`);
  }
  console.log(log.join("\n"));
}
main();
