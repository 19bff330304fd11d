// Several 'data', 'end' and 'finish' listeners on one request or response
// all run, in the order they were added (a logger's res.once('finish')
// beside the handler's own); once() for the events emitted once.
import http from "node:http";

function logger(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.once("finish", () => console.log(`log: ${req.method} ${req.url} ${res.statusCode}`));
}

const server = http.createServer((req, res) => {
  logger(req, res);
  res.on("finish", () => console.log("finish: handler"));
  let bytes = 0;
  const parts: string[] = [];
  req.on("data", (c: string) => (bytes += Buffer.byteLength(c)));
  req.on("data", (c: string) => parts.push(c));
  req.once("end", () => console.log("end 1:", bytes, "bytes"));
  req.on("end", () => {
    console.log("end 2:", parts.join("").toUpperCase());
    req.on("end", () => console.log("never: added after 'end'"));
    res.statusCode = parts.length ? 201 : 204;
    res.end(parts.length ? "stored" : undefined);
  });
});

function post(port: number, path: string, body: string): Promise<void> {
  return new Promise((resolve) => {
    const r = http.request({ port, path, method: "POST" }, (resp) => {
      let s = "";
      resp.on("data", (c) => (s += c));
      resp.on("end", () => {
        console.log("client:", resp.statusCode, JSON.stringify(s));
        setTimeout(resolve, 20);
      });
    });
    r.end(body);
  });
}

server.listen(0, "127.0.0.1", async () => {
  const addr = server.address();
  const port = addr && typeof addr === "object" ? addr.port : 0;
  await post(port, "/a", "héllo wörld");
  await post(port, "/b", "");
  server.close();
});
