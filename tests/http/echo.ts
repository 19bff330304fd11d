// An HTTP server exercising the node:http surface Kiln binds; tests/http_test.sh
// sends it the same requests as Node.js running this source and compares.
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";

const port = Number(process.env.PORT) || 3000;
let served = 0;

interface Echo {
  method: string;
  path: string;
  query: string | null;
  userAgent: string;
  length: number;
  sha1: string;
  served: number;
}

function route(req: IncomingMessage, res: ServerResponse, body: string): void {
  const url = new URL(req.url ?? "/", "http://localhost");
  served++;
  if (url.pathname === "/echo") {
    const e: Echo = {
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams.get("q"),
      userAgent: req.headers["user-agent"] ?? "none",
      length: body.length,
      sha1: createHash("sha1").update(body).digest("hex"),
      served,
    };
    res.setHeader("Content-Type", "application/json");
    res.setHeader("X-Served", served);
    res.end(JSON.stringify(e, null, 2));
  } else if (url.pathname === "/chunked") {
    res.writeHead(200, { "Content-Type": "text/plain" });
    for (let i = 0; i < 3; i++) res.write("chunk " + i + "\n");
    res.end("done\n");
  } else if (url.pathname === "/status") {
    const code = Number(url.searchParams.get("code") ?? "200");
    res.statusCode = code;
    res.statusMessage = "Custom " + code;
    res.end();
  } else if (url.pathname === "/headers") {
    res.setHeader("Set-Cookie", ["a=1", "b=2"]);
    res.setHeader("X-Had-Type", res.hasHeader("content-type") ? "yes" : "no");
    res.setHeader("X-Remove", "gone");
    res.removeHeader("x-remove");
    res.end(res.getHeaderNames().join(","));
  } else {
    res.writeHead(404, "Nope", { "Content-Type": "text/plain" });
    res.end("no route for " + url.pathname + "\n");
  }
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = "";
  req.on("data", (chunk: string) => {
    body += chunk;
  });
  req.on("end", () => route(req, res, body));
});
server.listen(port, "127.0.0.1", () => console.log("ready"));
