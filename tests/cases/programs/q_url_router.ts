// A URL router with path patterns (:param, optional ?, wildcard *), query-string
// handling through URL/URLSearchParams, and a cookie header parser/serializer.

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Params = Record<string, string>;

interface RouteRequest {
  method: Method;
  url: URL;
  params: Params;
  query: URLSearchParams;
  cookies: Map<string, string>;
}

interface RouteResponse {
  status: number;
  body: unknown;
  setCookies: string[];
}

type Handler = (req: RouteRequest) => RouteResponse | Promise<RouteResponse>;

interface Route {
  method: Method;
  pattern: string;
  regex: RegExp;
  keys: string[];
  handler: Handler;
}

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}

function compilePattern(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((seg) => {
      const m = /^:(?<name>\w+)(?<opt>\?)?$/.exec(seg);
      if (m?.groups) {
        keys.push(m.groups.name);
        return m.groups.opt ? "(?:/([^/]+))?" : "/([^/]+)";
      }
      if (seg === "*") {
        keys.push("rest");
        return "/(.*)";
      }
      return "/" + seg.replace(/[.+^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return { regex: new RegExp(`^${source || "/"}/?$`), keys };
}

function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name && !jar.has(name)) {
      try {
        jar.set(name, decodeURIComponent(value));
      } catch {
        jar.set(name, value);
      }
    }
  }
  return jar;
}

interface CookieOptions { maxAge?: number; path?: string; httpOnly?: boolean; sameSite?: "Strict" | "Lax" | "None"; expires?: Date }

function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(opts.maxAge)}`);
  if (opts.expires) parts.push(`Expires=${opts.expires.toUTCString()}`);
  parts.push(`Path=${opts.path ?? "/"}`);
  if (opts.httpOnly) parts.push("HttpOnly");
  if (opts.sameSite) parts.push(`SameSite=${opts.sameSite}`);
  return parts.join("; ");
}

class Router {
  private routes: Route[] = [];
  private readonly base = "http://shop.example";

  on(method: Method, pattern: string, handler: Handler): this {
    this.routes.push({ method, pattern, handler, ...compilePattern(pattern) });
    return this;
  }

  async handle(method: Method, target: string, cookieHeader?: string): Promise<RouteResponse> {
    const url = new URL(target, this.base);
    let allowed: Method[] = [];
    for (const route of this.routes) {
      const m = route.regex.exec(url.pathname);
      if (!m) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Params = {};
      route.keys.forEach((k, i) => {
        if (m[i + 1] !== undefined) params[k] = decodeURIComponent(m[i + 1]);
      });
      const req: RouteRequest = { method, url, params, query: url.searchParams, cookies: parseCookies(cookieHeader) };
      try {
        return await route.handler(req);
      } catch (e) {
        if (e instanceof HttpError) return { status: e.status, body: { error: e.message }, setCookies: [] };
        throw e;
      }
    }
    allowed = [...new Set(allowed)].sort();
    return allowed.length
      ? { status: 405, body: { error: "method not allowed", allow: allowed.join(", ") }, setCookies: [] }
      : { status: 404, body: { error: `no route for ${url.pathname}` }, setCookies: [] };
  }
}

const products = new Map<number, { name: string; price: number; tags: string[] }>([
  [1, { name: "Kettle", price: 29.5, tags: ["kitchen"] }],
  [2, { name: "Teapot", price: 18, tags: ["kitchen", "tea"] }],
  [3, { name: "Green tea", price: 6.25, tags: ["tea"] }],
]);

const ok = (body: unknown, setCookies: string[] = []): RouteResponse => ({ status: 200, body, setCookies });

const router = new Router()
  .on("GET", "/products", (req) => {
    const tags = req.query.getAll("tag");
    const max = Number.parseFloat(req.query.get("max") ?? "Infinity");
    const sort = req.query.get("sort") === "price" ? "price" : "name";
    const list = [...products].filter(([, p]) => p.price <= max && tags.every((t) => p.tags.includes(t)))
      .map(([id, p]) => ({ id, ...p }))
      .sort((a, b) => (sort === "price" ? a.price - b.price : a.name.localeCompare(b.name)));
    return ok({ count: list.length, items: list.map((p) => `${p.id}:${p.name}@${p.price.toFixed(2)}`) });
  })
  .on("GET", "/products/:id", (req) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id)) throw new HttpError(400, `bad id ${JSON.stringify(req.params.id)}`);
    const p = products.get(id);
    if (!p) throw new HttpError(404, `product ${id} not found`);
    return ok(p);
  })
  .on("POST", "/cart/:id/:qty?", async (req) => {
    const cart = new URLSearchParams(req.cookies.get("cart") ?? "");
    const qty = Math.trunc(Number(req.params.qty ?? "1"));
    const before = Number(cart.get(req.params.id) ?? 0);
    cart.set(req.params.id, String(before + qty));
    cart.sort();
    await Promise.resolve();
    return ok({ cart: Object.fromEntries(cart) }, [serializeCookie("cart", cart.toString(), { maxAge: 3600.9, httpOnly: true, sameSite: "Lax" })]);
  })
  .on("GET", "/files/*", (req) => ok({ path: req.params.rest, segments: req.params.rest.split("/").length }))
  .on("DELETE", "/session", (req) => ok({ bye: req.cookies.get("user") ?? "anonymous" }, [
    serializeCookie("user", "", { expires: new Date(0), path: "/" }),
  ]));

async function main(): Promise<void> {
  const requests: [Method, string, string?][] = [
    ["GET", "/products?tag=kitchen&sort=price"],
    ["GET", "/products?tag=tea&tag=kitchen&max=20"],
    ["GET", "/products/2"],
    ["GET", "/products/abc"],
    ["GET", "/products/9/"],
    ["POST", "/cart/3/2", 'user=ana; cart="3=1%261=2"'],
    ["POST", "/cart/1", "cart=1%3D4; theme=dark"],
    ["PUT", "/products/1"],
    ["GET", "/files/docs/2024/report%20final.pdf?download=1"],
    ["DELETE", "/session", "user=J%C3%BCrgen; user=ignored"],
    ["GET", "/nowhere"],
  ];
  for (const [method, target, cookies] of requests) {
    const res = await router.handle(method, target, cookies);
    console.log(`${method} ${target} -> ${res.status} ${JSON.stringify(res.body)}`);
    for (const c of res.setCookies) console.log(`  Set-Cookie: ${c}`);
  }
  const u = new URL("https://user:pw@example.com:8443/a/b/../c?x=1&y=two%20words#frag");
  console.log(u.host, u.port, u.pathname, u.hash, u.username, [...u.searchParams.keys()].join("+"));
  u.searchParams.append("z", "a&b=c");
  u.searchParams.delete("x");
  console.log(u.href);
  console.log(Object.fromEntries(parseCookies("a=1; b = two ; broken; c=%E0%A4%A; d=\"q\"")));
}

main().catch((e) => console.log("fatal", e));
