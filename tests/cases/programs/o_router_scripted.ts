// An HTTP-like router: path params, wildcards, middleware chain, error handling,
// driven by a scripted list of requests (no sockets).

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface HttpRequest {
  method: Method;
  path: string;
  query: Record<string, string>;
  headers: Map<string, string>;
  body?: unknown;
  params: Record<string, string>;
  state: { user?: string; startedAt: number; trace: string[] };
}

class HttpResponse {
  status = 200;
  private headers = new Map<string, string>();
  body: string = "";
  private sent = false;

  header(name: string, value: string): this {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }

  json(data: unknown, status = 200): void {
    this.status = status;
    this.header("Content-Type", "application/json");
    this.send(JSON.stringify(data));
  }

  send(text: string): void {
    if (this.sent) throw new Error("response already sent");
    this.sent = true;
    this.body = text;
  }

  get finished(): boolean {
    return this.sent;
  }

  describe(): string {
    const hs = [...this.headers].map(([k, v]) => `${k}=${v}`).join(";");
    return `${this.status} [${hs}] ${this.body}`;
  }
}

class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}

type Next = () => Promise<void>;
type Handler = (req: HttpRequest, res: HttpResponse) => void | Promise<void>;
type Middleware = (req: HttpRequest, res: HttpResponse, next: Next) => Promise<void>;

interface Route {
  method: Method;
  pattern: RegExp;
  keys: string[];
  source: string;
  handler: Handler;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const src = path
    .split("/")
    .map((seg) => {
      if (seg.startsWith(":")) {
        const optional = seg.endsWith("?");
        const name = optional ? seg.slice(1, -1) : seg.slice(1);
        keys.push(name);
        return optional ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
      }
      if (seg === "*") {
        keys.push("rest");
        return "/(?<rest>.*)";
      }
      return seg ? "/" + seg.replace(/[.+]/g, (m) => "\\" + m) : "";
    })
    .join("");
  return { pattern: new RegExp(`^${src || "/"}$`), keys };
}

class Router {
  private routes: Route[] = [];
  private middleware: Middleware[] = [];

  use(mw: Middleware): this {
    this.middleware.push(mw);
    return this;
  }

  on(method: Method, path: string, handler: Handler): this {
    const { pattern, keys } = compile(path);
    this.routes.push({ method, pattern, keys, source: path, handler });
    return this;
  }

  get(path: string, h: Handler) { return this.on("GET", path, h); }
  post(path: string, h: Handler) { return this.on("POST", path, h); }
  delete(path: string, h: Handler) { return this.on("DELETE", path, h); }

  private match(req: HttpRequest): Route | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(req.path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== req.method) continue;
      req.params = {};
      for (const k of route.keys) {
        const v = m.groups?.[k];
        if (v !== undefined) req.params[k] = decodeURIComponent(v);
      }
      return route;
    }
    if (pathMatched) throw new HttpError(405, `${req.method} not allowed on ${req.path}`);
    return undefined;
  }

  async handle(req: HttpRequest): Promise<HttpResponse> {
    const res = new HttpResponse();
    const chain = [...this.middleware];
    const dispatch = async (i: number): Promise<void> => {
      if (i < chain.length) {
        await chain[i](req, res, () => dispatch(i + 1));
        return;
      }
      const route = this.match(req);
      if (!route) throw new HttpError(404, `no route for ${req.path}`);
      req.state.trace.push(`route:${route.source}`);
      await route.handler(req, res);
    };
    try {
      await dispatch(0);
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 500;
      const message = e instanceof Error ? e.message : String(e);
      res.json({ error: message }, status);
    }
    return res;
  }
}

// --- application ---
interface Todo { id: number; title: string; done: boolean; owner: string }
const todos: Todo[] = [
  { id: 1, title: "write router", done: true, owner: "ann" },
  { id: 2, title: "add tests", done: false, owner: "ann" },
  { id: 3, title: "ship it", done: false, owner: "bob" },
];
let clock = 1000;
const log: string[] = [];

const app = new Router()
  .use(async (req, res, next) => {
    const started = clock;
    let outcome = "ok";
    try {
      await next();
    } catch (e) {
      outcome = e instanceof HttpError ? `http ${e.status}` : "crash";
      throw e;
    } finally {
      clock += req.path.length;
      log.push(`${req.method.padEnd(6)} ${req.path.padEnd(24)} ${outcome.padEnd(8)} ${clock - started}ms [${req.state.trace.join(",")}]`);
    }
  })
  .use(async (req, _res, next) => {
    const auth = req.headers.get("authorization");
    const m = auth?.match(/^Bearer (?<token>[a-z]+)-(?<user>\w+)$/);
    if (m?.groups) req.state.user = m.groups.user;
    req.state.trace.push(`auth:${req.state.user ?? "anon"}`);
    await next();
  })
  .use(async (req, res, next) => {
    if (req.method !== "GET" && !req.state.user) throw new HttpError(401, "login required");
    await new Promise<void>((r) => setTimeout(r, 1));
    await next();
    res.header("X-Trace", String(req.state.trace.length));
  });

app
  .get("/", (_req, res) => res.send("welcome"))
  .get("/todos", (req, res) => {
    const done = req.query.done;
    const list = todos.filter((t) => done === undefined || String(t.done) === done);
    const limit = Number(req.query.limit ?? list.length);
    res.json(list.slice(0, limit).map(({ id, title }) => ({ id, title })));
  })
  .get("/todos/:id", (req, res) => {
    const todo = todos.find((t) => t.id === Number(req.params.id));
    if (!todo) throw new HttpError(404, `todo ${req.params.id} not found`);
    res.json(todo);
  })
  .post("/todos", async (req, res) => {
    const body = req.body as { title?: string } | undefined;
    if (!body?.title?.trim()) throw new HttpError(422, "title is required");
    const todo: Todo = { id: Math.max(...todos.map((t) => t.id)) + 1, title: body.title.trim(), done: false, owner: req.state.user! };
    todos.push(todo);
    res.header("Location", `/todos/${todo.id}`).json(todo, 201);
  })
  .delete("/todos/:id", (req, res) => {
    const idx = todos.findIndex((t) => t.id === Number(req.params.id));
    if (idx < 0) throw new HttpError(404, "gone already");
    if (todos[idx].owner !== req.state.user) throw new HttpError(403, `${req.state.user} cannot delete ${todos[idx].owner}'s todo`);
    const [removed] = todos.splice(idx, 1);
    res.json({ deleted: removed.id });
  })
  .get("/users/:name/todos/:filter?", (req, res) => {
    const { name, filter = "all" } = req.params;
    const mine = todos.filter((t) => t.owner === name && (filter === "all" || (filter === "open") === !t.done));
    res.send(`${name}/${filter}: ${mine.map((t) => t.title).join(", ") || "(none)"}`);
  })
  .get("/files/*", (req, res) => res.send(`file ${req.params.rest}`))
  .get("/crash", () => {
    const data: { items?: string[] } = {};
    if (!data.items) throw new TypeError("items missing");
  });

function request(line: string, body?: unknown): HttpRequest {
  const [method, target, token] = line.split(" ");
  const [path, qs = ""] = target.split("?");
  const query: Record<string, string> = {};
  for (const pair of qs.split("&").filter(Boolean)) {
    const [k, v = ""] = pair.split("=");
    query[k] = decodeURIComponent(v);
  }
  const headers = new Map<string, string>();
  if (token) headers.set("authorization", `Bearer ${token}`);
  return { method: method as Method, path, query, headers, body, params: {}, state: { startedAt: clock, trace: [] } };
}

const script: Array<[string, unknown?]> = [
  ["GET /"],
  ["GET /todos?done=false&limit=1"],
  ["GET /todos/2"],
  ["GET /todos/42"],
  ["POST /todos", { title: "anonymous" }],
  ["POST /todos xyz-carol", { title: "  review PR  " }],
  ["POST /todos xyz-carol", { title: "   " }],
  ["DELETE /todos/3 abc-ann"],
  ["DELETE /todos/1 abc-ann"],
  ["PUT /todos/2 abc-ann"],
  ["GET /users/ann/todos"],
  ["GET /users/carol/todos/open"],
  ["GET /files/docs/read%20me.md"],
  ["GET /crash"],
  ["GET /nowhere"],
];

async function main(): Promise<void> {
  for (const [line, body] of script) {
    const res = await app.handle(request(line, body));
    console.log(`${line} -> ${res.describe()}`);
  }
  console.log("\naccess log:");
  log.forEach((l, i) => console.log(`${String(i + 1).padStart(2)} ${l}`));
  console.log(JSON.stringify(todos, ["id", "owner"], 1));
}

main().catch((e) => console.log("fatal", e));
