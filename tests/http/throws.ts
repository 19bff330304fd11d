// A handler that throws fails its own request only (runtime/http.c, "calling
// the program"): tests/http_test.sh checks the 500, the cut response and that
// the server keeps serving.  Node would crash here, so this one is Kiln-only.
import { createServer, IncomingMessage, ServerResponse } from "node:http";

class RouteError extends Error {
  constructor(route: string) {
    super("no handler for " + route);
    this.name = "RouteError";
  }
}

const port = Number(process.env.PORT) || 3000;
let ok = 0;

function parseCount(text: string): number {
  const n = Number(text);
  if (Number.isNaN(n)) throw new RangeError("not a count: " + text);
  return n;
}

createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = req.url ?? "/";
  if (url === "/boom") throw new RouteError(url);
  if (url === "/half") {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.write("the first part\n");
    throw new Error("stopped half way");
  }
  let body = "";
  req.on("data", (chunk: string) => {
    body += chunk;
  });
  req.on("end", () => {
    const n = parseCount(body); // throws for a body that is not a number
    ok++;
    res.end("count " + n + ", ok " + ok + "\n");
  });
}).listen(port, "127.0.0.1", () => console.log("ready"));
