// A JSON API on node:http driven by its own http.request client: routes,
// bodies read from "data"/"end", 201/204/400/404/500 answers. A 204 sent with
// end("{}") carries Content-Length: 2 and no body; the client must not wait for it.
import * as http from "node:http";
import { createHash } from "node:crypto";

interface Todo { id: number; title: string; done: boolean }
const todos = new Map<number, Todo>();
let nextId = 1;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), ETag: createHash("md5").update(text).digest("hex").slice(0, 8) });
  res.end(text);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const m = url.pathname.match(/^\/todos\/(\d+)$/);
  try {
    if (req.method === "GET" && url.pathname === "/todos") {
      const onlyOpen = url.searchParams.get("open") === "1";
      send(res, 200, [...todos.values()].filter((t) => !onlyOpen || !t.done));
    } else if (req.method === "POST" && url.pathname === "/todos") {
      const data = JSON.parse(await readBody(req)) as { title?: unknown };
      if (typeof data.title !== "string" || !data.title) return send(res, 400, { error: "title required" });
      const t: Todo = { id: nextId++, title: data.title, done: false };
      todos.set(t.id, t);
      send(res, 201, t);
    } else if (m && req.method === "PATCH") {
      const t = todos.get(Number(m[1]));
      if (!t) return send(res, 404, { error: "no such todo" });
      const patch = JSON.parse(await readBody(req)) as Partial<Todo>;
      if (patch.done !== undefined) t.done = patch.done;
      send(res, 200, t);
    } else if (m && req.method === "DELETE") {
      send(res, todos.delete(Number(m[1])) ? 204 : 404, {});
    } else {
      send(res, 404, { error: `no route ${req.method} ${url.pathname}` });
    }
  } catch (e) {
    send(res, 500, { error: (e as Error).message });
  }
});

function request(method: string, path: string, body?: unknown): Promise<{ status: number; body: string; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : 0;
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: { "content-type": "application/json" } }, (res) => {
      let data = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data, etag: res.headers["etag"] as string | undefined }));
    });
    req.on("error", reject);
    if (body !== undefined) req.write(typeof body === "string" ? body : JSON.stringify(body));
    req.end();
  });
}

server.listen(0, "127.0.0.1", async () => {
  const steps: Array<[string, string, unknown?]> = [
    ["POST", "/todos", { title: "write code" }],
    ["POST", "/todos", { title: "test it" }],
    ["POST", "/todos", { nope: 1 }],
    ["POST", "/todos", "{bad json"],
    ["PATCH", "/todos/1", { done: true }],
    ["GET", "/todos"],
    ["GET", "/todos?open=1"],
    ["DELETE", "/todos/2"],
    ["DELETE", "/todos/2"],
    ["GET", "/nothing"],
  ];
  for (const [method, path, body] of steps) {
    const r = await request(method, path, body);
    console.log(method, path, r.status, r.body, r.etag?.length);
  }
  server.close(() => console.log("closed"));
});
