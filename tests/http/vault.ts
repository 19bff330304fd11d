// A token-auth notes API with node:crypto: passwords stored as salted
// SHA-256 (randomBytes salts), bearer tokens signed with HMAC and compared
// with timingSafeEqual, roles giving 401 vs 403, an API key header;
// tests/http_test.sh sends it the same requests as Node.js and compares.
import { createServer, IncomingMessage, ServerResponse, STATUS_CODES } from "node:http";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const PORT = Number(process.env.PORT) || 3000;
const SIGNING_KEY = randomBytes(32);
const ADMIN_KEY_HASH = createHash("sha256").update("let-me-in").digest("hex");

type Role = "admin" | "user";

interface Account {
  name: string;
  salt: string;
  hash: string;
  role: Role;
}

interface Claims {
  sub: string;
  role: Role;
  exp: number;
}

const accounts = new Map<string, Account>();
const notes = new Map<string, string[]>();
const revoked = new Set<string>();

function hashPassword(password: string, salt: string): string {
  return createHash("sha256").update(salt).update(":").update(password, "utf8").digest("hex");
}

function sign(payload: string): string {
  return createHmac("sha256", SIGNING_KEY).update(payload).digest("base64url");
}

function issue(account: Account): string {
  const claims: Claims = { sub: account.name, role: account.role, exp: Date.now() + 60_000 };
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${sign(body)}`;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a), y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

class AuthError extends Error {
  constructor(readonly status: 401 | 403, message: string) {
    super(message);
  }
}

function verify(req: IncomingMessage): Claims {
  const header = req.headers.authorization;
  if (!header) throw new AuthError(401, "missing Authorization header");
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer" || !token) throw new AuthError(401, "expected a Bearer token");
  const [body, mac] = token.split(".");
  if (!body || !mac || !safeEqual(mac, sign(body))) throw new AuthError(401, "bad signature");
  if (revoked.has(mac)) throw new AuthError(401, "token revoked");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Claims;
  if (claims.exp < Date.now()) throw new AuthError(401, "token expired");
  return claims;
}

function send(res: ServerResponse, status: number, body: Record<string, unknown>, extra?: Record<string, string>): void {
  const payload = JSON.stringify({ status, message: STATUS_CODES[status], ...body });
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...extra });
  res.end(payload);
}

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://vault");
  const route = `${req.method} ${url.pathname}`;
  if (route === "POST /register") {
    const form = await body(req);
    const name = form.get("name")?.trim().toLowerCase() ?? "";
    const password = form.get("password") ?? "";
    if (!/^[a-z][a-z0-9_]{2,15}$/.test(name)) return send(res, 422, { error: "name: 3-16 of a-z 0-9 _" });
    if (password.length < 8) return send(res, 422, { error: "password: at least 8 characters" });
    if (accounts.has(name)) return send(res, 409, { error: `${name} is taken` });
    const salt = randomBytes(16).toString("hex");
    const role: Role = req.headers["x-admin-key"] && safeEqual(createHash("sha256").update(String(req.headers["x-admin-key"])).digest("hex"), ADMIN_KEY_HASH) ? "admin" : "user";
    accounts.set(name, { name, salt, hash: hashPassword(password, salt), role });
    return send(res, 201, { name, role, saltBytes: Buffer.from(salt, "hex").length });
  }
  if (route === "POST /login") {
    const form = await body(req);
    const account = accounts.get(form.get("name") ?? "");
    const ok = account !== undefined && safeEqual(hashPassword(form.get("password") ?? "", account.salt), account.hash);
    if (!account || !ok) return send(res, 401, { error: "wrong name or password" }, { "www-authenticate": 'Bearer realm="vault"' });
    return send(res, 200, { token: issue(account), tokenType: "Bearer" });
  }
  try {
    const claims = verify(req);
    if (route === "GET /notes") return send(res, 200, { owner: claims.sub, notes: notes.get(claims.sub) ?? [] });
    if (route === "POST /notes") {
      const form = await body(req);
      const text = form.get("text");
      if (!text) return send(res, 400, { error: "text required" });
      const list = notes.get(claims.sub) ?? [];
      list.push(text);
      notes.set(claims.sub, list);
      return send(res, 201, { count: list.length, digest: createHash("md5").update(list.join("\n")).digest("hex") });
    }
    if (route === "POST /logout") {
      revoked.add(req.headers.authorization!.split(".")[1]);
      return send(res, 200, { bye: claims.sub });
    }
    if (url.pathname.startsWith("/admin/")) {
      if (claims.role !== "admin") throw new AuthError(403, `${claims.sub} is not an admin`);
      const users = [...accounts.values()].map((a) => ({ name: a.name, role: a.role, notes: notes.get(a.name)?.length ?? 0 }));
      return send(res, 200, { users });
    }
    send(res, 404, { error: route });
  } catch (err) {
    if (err instanceof AuthError) {
      const extra: Record<string, string> = err.status === 401 ? { "www-authenticate": 'Bearer realm="vault", error="invalid_token"' } : {};
      return send(res, err.status, { error: err.message }, extra);
    }
    if (err instanceof SyntaxError) return send(res, 401, { error: "malformed token" });
    throw err;
  }
}

createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error("handler failed:", err);
    send(res, 500, { error: "internal" });
  });
}).listen(PORT, () => console.log("vault ready"));
