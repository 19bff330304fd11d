// Object patterns on node:http's request, response and headers and on a URL
// read their properties (getters), as `const { method, url } = req` does in Node.
import http from "node:http";

const { pathname, searchParams: q, hash = "#none", port } = new URL("http://x.dev:8080/a/b?q=1&q=2#top");
console.log(pathname, q.getAll("q"), hash, port);
const { search, hash: h2 = "#none" } = new URL("/only/path", "http://x.dev");
console.log(JSON.stringify(search), h2);

function describe({ method, url, headers }: http.IncomingMessage): string {
  return `${method} ${url} ${headers["x-a"]}`;
}

const server = http.createServer((req, res) => {
  const { method, url, headers } = req;
  const { statusCode, headersSent } = res;
  const { "x-a": xa, "x-missing": missing = "none", host } = req.headers;
  console.log("headers:", xa, missing, typeof host);
  res.setHeader("X-Seen", describe(req));
  res.end(`${method} ${url} ${headers["x-a"]} ${statusCode} ${headersSent}\n`);
});
server.listen(0, "127.0.0.1", () => {
  const addr = server.address();
  if (addr && typeof addr === "object") {
    const { port, family } = addr;
    console.log(typeof port, family);
    http.get({ port, path: "/p?x=1", headers: { "x-a": "hey" } }, (r) => {
      const { statusCode, headers } = r;
      let s = "";
      r.on("data", (c) => (s += c));
      r.on("end", () => {
        console.log(statusCode, headers["x-seen"], s.trim());
        server.close();
      });
    });
  }
});
