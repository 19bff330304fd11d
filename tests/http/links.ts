// A link shortener written the usual way: a middleware chain, signed tokens
// (HMAC, base64url, timingSafeEqual), a simulated async store, redirects,
// URLSearchParams read and iterated, a streamed CSV export; tests/http_test.sh
// sends it the same requests as Node.js running this source and compares.
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import { createHmac, timingSafeEqual, createHash } from "node:crypto";

const PORT = parseInt(process.env.PORT || "3000", 10);
const SECRET = process.env.LINK_SECRET ?? "dev-secret";

type Next = () => Promise<void>;
type Middleware = (ctx: Context, next: Next) => Promise<void>;

interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  user?: string;
  state: Map<string, unknown>;
}

interface Link {
  code: string;
  target: string;
  owner: string;
  hits: number;
}

class Store {
  private links = new Map<string, Link>();
  private seq = 1000;
  async put(target: string, owner: string): Promise<Link> {
    await new Promise<void>((r) => setTimeout(r, 1));
    const code = (this.seq++).toString(36);
    const link: Link = { code, target, owner, hits: 0 };
    this.links.set(code, link);
    return link;
  }
  async get(code: string): Promise<Link | undefined> {
    await Promise.resolve();
    return this.links.get(code);
  }
  all(): Link[] {
    return [...this.links.values()];
  }
}

const store = new Store();

function sign(user: string): string {
  const payload = Buffer.from(JSON.stringify({ user, v: 1 })).toString("base64url");
  const mac = createHmac("sha256", SECRET).update(payload).digest("base64url");
  return `${payload}.${mac}`;
}

function verify(token: string): string | null {
  const [payload, mac] = token.split(".");
  if (!payload || !mac) return null;
  const expected = createHmac("sha256", SECRET).update(payload).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { user: string };
  return parsed.user;
}

const logger: Middleware = async (ctx, next) => {
  await next();
  const line = `${ctx.req.method} ${ctx.url.pathname} -> ${ctx.res.statusCode}`;
  console.log(line);
};

const auth: Middleware = async (ctx, next) => {
  const header = ctx.req.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const user = verify(header.slice(7));
    if (user) ctx.user = user;
  }
  await next();
};

const routes: Middleware = async (ctx) => {
  const { req, res, url } = ctx;
  const parts = url.pathname.split("/").filter(Boolean);
  if (req.method === "POST" && url.pathname === "/login") {
    const q = Object.fromEntries(url.searchParams);
    if (!q.user) return reply(res, 400, { error: "user missing" });
    return reply(res, 200, { token: sign(q.user) });
  }
  if (req.method === "POST" && url.pathname === "/links") {
    if (!ctx.user) return reply(res, 401, { error: "login first" });
    let raw = "";
    for await (const chunk of req) raw += chunk;
    let target: URL;
    try {
      target = new URL(raw.trim());
    } catch {
      return reply(res, 400, { error: `not a URL: ${JSON.stringify(raw.trim())}` });
    }
    if (!["http:", "https:"].includes(target.protocol)) return reply(res, 400, { error: `bad protocol ${target.protocol}` });
    const link = await store.put(target.href, ctx.user);
    res.setHeader("Location", `/l/${link.code}`);
    return reply(res, 201, link);
  }
  if (req.method === "GET" && parts[0] === "l" && parts.length === 2) {
    const link = await store.get(parts[1]);
    if (!link) return reply(res, 404, { error: "unknown link" });
    link.hits++;
    res.statusCode = 302;
    res.setHeader("Location", link.target);
    res.setHeader("Cache-Control", ["no-store", "max-age=0"]);
    res.end();
    return;
  }
  if (req.method === "GET" && url.pathname === "/export.csv") {
    res.writeHead(200, { "Content-Type": "text/csv" });
    res.write("code,target,owner,hits\n");
    for (const l of store.all().sort((a, b) => b.hits - a.hits || a.code.localeCompare(b.code))) {
      res.write(`${l.code},"${l.target.replace(/"/g, '""')}",${l.owner},${l.hits}\n`);
    }
    res.end();
    return;
  }
  if (req.method === "GET" && url.pathname === "/debug") {
    const headers = Object.entries(req.headers)
      .filter(([k]) => k.startsWith("x-"))
      .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join("|") : v}`);
    const params: string[] = [];
    for (const [k, v] of url.searchParams) params.push(`${k}:${v}`);
    return reply(res, 200, { headers, params, sorted: [...url.searchParams.keys()].sort(), user: ctx.user ?? null });
  }
  reply(res, 404, { error: "not found", path: url.pathname });
};

function reply(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body, null, 2) + "\n";
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.setHeader("X-Body-Hash", createHash("sha1").update(text).digest("hex").slice(0, 12));
  res.end(text);
}

function compose(stack: Middleware[]): (ctx: Context) => Promise<void> {
  return (ctx) => {
    let index = -1;
    const dispatch = async (i: number): Promise<void> => {
      if (i <= index) throw new Error("next() called twice");
      index = i;
      const mw = stack[i];
      if (!mw) return;
      await mw(ctx, () => dispatch(i + 1));
    };
    return dispatch(0);
  };
}

const app = compose([logger, auth, routes]);

const server = createServer((req, res) => {
  const ctx: Context = { req, res, url: new URL(req.url!, "http://links.local"), state: new Map() };
  app(ctx).catch((err: unknown) => {
    console.error("failed:", err instanceof Error ? err.message : err);
    if (!res.headersSent) reply(res, 500, { error: "internal" });
  });
});

server.listen(PORT, () => console.log("links ready"));
