// node:http with async handlers: the handler returns a promise the server
// ignores, as Node's does; responses go out when awaited work is done.
import { createServer, IncomingMessage, ServerResponse } from "node:http";

const port = Number(process.env.PORT) || 3000;

function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

const cache = new Map<string, string>();
let lookups = 0;

async function lookup(key: string): Promise<string> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  lookups++;
  await sleep(5);
  if (key === "fail") throw new Error("lookup of '" + key + "' failed");
  const v = key.toUpperCase() + " (lookup " + lookups + ")";
  cache.set(key, v);
  return v;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
  });
}

const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  try {
    if (url.pathname === "/lookup") {
      const key = url.searchParams.get("key") ?? "none";
      const both = await Promise.all([lookup(key), lookup(key + "2")]);
      res.setHeader("Content-Type", "text/plain");
      res.end(both[0] + " / " + both[1] + "\n");
    } else if (url.pathname === "/echo") {
      const body = await readBody(req);
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end("got " + body.length + " chars: " + body + "\n");
    } else if (url.pathname === "/slow") {
      await sleep(20);
      res.end("slow done\n");
    } else {
      res.statusCode = 404;
      res.end("no route\n");
    }
  } catch (e) {
    res.statusCode = 500;
    res.end("error: " + (e instanceof Error ? e.message : String(e)) + "\n");
  }
});

server.listen(port, "127.0.0.1", () => console.log("ready"));
