// A small REST API in the style services are written: a router class,
// async handlers, JSON bodies read from the request stream, errors as
// classes, headers built with spreads; tests/http_test.sh sends it the same
// requests as Node.js running this source and compares.
import http from "node:http";
import { createHash } from "node:crypto";

const PORT = Number(process.env.PORT ?? 3000);

type Params = Record<string, string>;
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, params: Params, url: URL) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

class HttpError extends Error {
  constructor(public readonly status: number, message: string, public readonly details?: string[]) {
    super(message);
    this.name = "HttpError";
  }
}

class Router {
  private routes: Route[] = [];

  add(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .split("/")
      .map((part) => {
        if (part.startsWith(":")) {
          keys.push(part.slice(1));
          return "([^/]+)";
        }
        return part;
      })
      .join("/");
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handler });
    return this;
  }

  get(path: string, handler: Handler): this {
    return this.add("GET", path, handler);
  }
  post(path: string, handler: Handler): this {
    return this.add("POST", path, handler);
  }
  patch(path: string, handler: Handler): this {
    return this.add("PATCH", path, handler);
  }
  delete(path: string, handler: Handler): this {
    return this.add("DELETE", path, handler);
  }

  async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(url.pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== req.method) continue;
      const params: Params = {};
      route.keys.forEach((k, i) => {
        params[k] = decodeURIComponent(m[i + 1]);
      });
      await route.handler(req, res, params, url);
      return;
    }
    if (pathMatched) throw new HttpError(405, `method ${req.method} not allowed`);
    throw new HttpError(404, `no route for ${url.pathname}`);
  }
}

interface Todo {
  id: number;
  title: string;
  done: boolean;
  tags: string[];
  createdAt: number;
}

const todos = new Map<number, Todo>();
let nextId = 1;
let clock = 1_700_000_000_000;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const type = req.headers["content-type"] ?? "";
  if (!type.includes("application/json")) throw new HttpError(415, "expected application/json");
  const text = await readBody(req);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "malformed JSON");
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function validateTodo(input: unknown, partial: boolean): Partial<Pick<Todo, "title" | "done" | "tags">> {
  if (!isRecord(input)) throw new HttpError(400, "body must be an object");
  const errors: string[] = [];
  const out: Partial<Pick<Todo, "title" | "done" | "tags">> = {};
  if ("title" in input) {
    if (typeof input.title !== "string" || input.title.trim() === "") errors.push("title must be a non-empty string");
    else out.title = input.title.trim();
  } else if (!partial) errors.push("title is required");
  if ("done" in input) {
    if (typeof input.done !== "boolean") errors.push("done must be a boolean");
    else out.done = input.done;
  }
  if ("tags" in input) {
    const tags = input.tags;
    if (!Array.isArray(tags) || !tags.every((t): t is string => typeof t === "string")) errors.push("tags must be strings");
    else out.tags = [...new Set(tags.map((t) => t.toLowerCase()))].sort();
  }
  if (errors.length) throw new HttpError(422, "invalid todo", errors);
  return out;
}

function send(res: http.ServerResponse, status: number, data?: unknown, headers: Record<string, string> = {}): void {
  if (data === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const body = JSON.stringify(data);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    ETag: `"${createHash("md5").update(body).digest("hex").slice(0, 16)}"`,
    ...headers,
  });
  res.end(body);
}

const router = new Router()
  .get("/todos", (req, res, _p, url) => {
    const tag = url.searchParams.get("tag");
    const done = url.searchParams.get("done");
    const limit = Math.min(Number.parseInt(url.searchParams.get("limit") ?? "50", 10) || 50, 100);
    let list = Array.from(todos.values());
    if (tag) list = list.filter((t) => t.tags.includes(tag));
    if (done !== null) list = list.filter((t) => t.done === (done === "true"));
    list.sort((a, b) => Number(a.done) - Number(b.done) || b.createdAt - a.createdAt);
    send(res, 200, { total: list.length, items: list.slice(0, limit) });
  })
  .post("/todos", async (req, res) => {
    const fields = validateTodo(await readJson(req), false);
    const todo: Todo = { id: nextId++, title: fields.title ?? "", done: fields.done ?? false, tags: fields.tags ?? [], createdAt: clock++ };
    todos.set(todo.id, todo);
    send(res, 201, todo, { Location: `/todos/${todo.id}` });
  })
  .get("/todos/:id", (req, res, params) => {
    const todo = todos.get(Number(params.id));
    if (!todo) throw new HttpError(404, `todo ${params.id} not found`);
    if (req.headers["if-none-match"]) {
      const tag = `"${createHash("md5").update(JSON.stringify(todo)).digest("hex").slice(0, 16)}"`;
      if (req.headers["if-none-match"] === tag) return send(res, 304);
    }
    send(res, 200, todo);
  })
  .patch("/todos/:id", async (req, res, params) => {
    const todo = todos.get(Number(params.id));
    if (!todo) throw new HttpError(404, `todo ${params.id} not found`);
    const fields = validateTodo(await readJson(req), true);
    Object.assign(todo, fields);
    send(res, 200, todo);
  })
  .delete("/todos/:id", (req, res, params) => {
    if (!todos.delete(Number(params.id))) throw new HttpError(404, `todo ${params.id} not found`);
    send(res, 204);
  })
  .get("/stats", (req, res) => {
    const byTag: Record<string, number> = {};
    for (const t of todos.values()) for (const tag of t.tags) byTag[tag] = (byTag[tag] ?? 0) + 1;
    const done = [...todos.values()].filter((t) => t.done).length;
    send(res, 200, { count: todos.size, done, open: todos.size - done, byTag, ratio: todos.size ? +(done / todos.size).toFixed(3) : 0 });
  });

const server = http.createServer(async (req, res) => {
  const started = process.hrtime.bigint();
  try {
    await router.handle(req, res);
  } catch (err) {
    if (err instanceof HttpError) {
      send(res, err.status, { error: err.message, ...(err.details ? { details: err.details } : {}) });
    } else {
      const code = (err as NodeJS.ErrnoException).code ?? "none";
      console.error(`unexpected ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)} (${code})`);
      send(res, 500, { error: "internal error" });
    }
  } finally {
    const micros = Number(process.hrtime.bigint() - started) / 1000;
    if (micros < 0) console.log("clock went backwards");
  }
});

server.listen(PORT, "127.0.0.1", () => {
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : PORT;
  console.log(`todo api on ${port > 0 ? "a port" : "nothing"}`);
});

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    server.close(() => {
      console.log(`closed on ${sig}, ${todos.size} todos`);
      process.exit(0);
    });
  });
}
