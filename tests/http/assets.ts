// A static-content server composed of middleware the way plain node:http
// services do it: request logging, CORS with OPTIONS preflight, a rate
// limiter keyed by a header (429 + Retry-After), ETag/If-None-Match (304)
// and Cache-Control over strings served from a Map, and an error handler
// turning thrown errors into 500 JSON; tests/http_test.sh sends it the
// same requests as Node.js and compares.
import http from "node:http";
import { createHash } from "node:crypto";

const PORT = Number(process.env.PORT ?? 3000);
const ALLOWED_ORIGINS = new Set(["https://app.example", "http://localhost:5173"]);
const LIMIT = 3;
const WINDOW_MS = 60_000;

type Ctx = { req: http.IncomingMessage; res: http.ServerResponse; url: URL; started: number };
type Next = () => void;
type Middleware = (ctx: Ctx, next: Next) => void;

interface Asset {
  body: string;
  type: string;
  etag: string;
  maxAge: number;
}

const assets = new Map<string, Asset>();
function addAsset(path: string, type: string, body: string, maxAge = 300): void {
  const etag = `"${createHash("sha1").update(body).digest("base64").slice(0, 16)}"`;
  assets.set(path, { body, type, etag, maxAge });
}
addAsset("/index.html", "text/html; charset=utf-8", "<!doctype html><title>Kiln</title><p>Héllo, wörld</p>\n", 0);
addAsset("/app.js", "text/javascript", `console.log(${JSON.stringify("ready")});\n`.repeat(3), 3600);
addAsset("/style.css", "text/css", "body { font: 14px/1.4 sans-serif; }\n");

const log: Middleware = (ctx, next) => {
  next();
  console.log(`${ctx.req.method} ${ctx.url.pathname} -> ${ctx.res.statusCode}`);
};

const cors: Middleware = ({ req, res }, next) => {
  const origin = req.headers.origin;
  if (origin && ALLOWED_ORIGINS.has(origin)) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
  }
  if (req.method === "OPTIONS") {
    res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, PUT, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "Content-Type");
    res.setHeader("Access-Control-Max-Age", "600");
    res.statusCode = 204;
    res.end();
    return;
  }
  next();
};

const hits = new Map<string, { count: number; resetAt: number }>();
const rateLimit: Middleware = ({ req, res }, next) => {
  const key = req.headers["x-api-key"];
  if (typeof key !== "string") return next();
  const now = Date.now();
  let entry = hits.get(key);
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + WINDOW_MS };
    hits.set(key, entry);
  }
  entry.count++;
  res.setHeader("X-RateLimit-Limit", LIMIT);
  res.setHeader("X-RateLimit-Remaining", Math.max(0, LIMIT - entry.count));
  if (entry.count > LIMIT) {
    res.setHeader("Retry-After", Math.ceil((entry.resetAt - now) / 1000 / 60) * 60);
    res.writeHead(429, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: "too many requests", key }));
    return;
  }
  next();
};

function serve({ req, res, url }: Ctx): void {
  if (url.pathname === "/boom") throw new RangeError(`cannot serve ${url.searchParams.get("what") ?? "that"}`);
  if (url.pathname === "/assets" && req.method === "GET") {
    const list = [...assets.entries()].map(([path, a]) => ({ path, bytes: Buffer.byteLength(a.body), etag: a.etag }));
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(list, null, 2));
    return;
  }
  const path = url.pathname === "/" ? "/index.html" : url.pathname;
  const asset = assets.get(path);
  if (req.method === "PUT") {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      const type = req.headers["content-type"] ?? "text/plain";
      addAsset(path, type, body);
      res.writeHead(asset ? 200 : 201, { ETag: assets.get(path)!.etag });
      res.end();
    });
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD, PUT, OPTIONS" }).end();
    return;
  }
  if (!asset) {
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end(`${path} not found\n`);
    return;
  }
  res.setHeader("ETag", asset.etag);
  res.setHeader("Cache-Control", asset.maxAge > 0 ? `public, max-age=${asset.maxAge}` : "no-cache");
  const inm = req.headers["if-none-match"];
  if (inm && inm.split(",").some((tag) => tag.trim() === asset.etag || tag.trim() === "*")) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Type", asset.type);
  res.setHeader("Content-Length", Buffer.byteLength(asset.body));
  res.end(req.method === "HEAD" ? undefined : asset.body);
}

function compose(stack: Middleware[], last: (ctx: Ctx) => void): (ctx: Ctx) => void {
  return (ctx) => {
    const run = (i: number): void => {
      if (i === stack.length) return last(ctx);
      stack[i](ctx, () => run(i + 1));
    };
    run(0);
  };
}

const app = compose([log, cors, rateLimit], serve);

const server = http.createServer((req, res) => {
  const ctx: Ctx = { req, res, url: new URL(req.url ?? "/", "http://assets.local"), started: Date.now() };
  try {
    app(ctx);
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    console.error(`error on ${ctx.url.pathname}: ${e.name}: ${e.message}`);
    res.statusCode = 500;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ error: e.name, message: e.message }));
  }
});

server.keepAliveTimeout = 2000;
server.listen(PORT, () => console.log(`assets on :${PORT}`));
