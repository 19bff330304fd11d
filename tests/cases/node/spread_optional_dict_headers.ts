// An optional dictionary parameter spread after fixed properties (`{ "content-type": t, ...extra }`)
// is a dictionary literal, as a non-optional one is; an undefined or null one spreads nothing.
import http from "node:http";
function send(res: http.ServerResponse, status: number, extra?: Record<string, string>): void {
  res.writeHead(status, { "content-type": "text/plain", ...extra });
  res.end(JSON.stringify({ status, ...extra }));
}
function merge(base: { a: number }, more?: Record<string, number> | null) {
  return { ...base, b: 2, ...more };
}
console.log(merge({ a: 1 }), merge({ a: 1 }, { c: 3, a: 9 }), merge({ a: 1 }, null));
const server = http.createServer((req, res) => {
  if (req.url === "/x") send(res, 200);
  else send(res, 404, { "x-why": "missing", "content-type": "application/json" });
});
server.listen(0, "127.0.0.1", () => {
  const addr = server.address();
  const port = addr && typeof addr === "object" ? addr.port : 0;
  http.get({ port, path: "/x" }, (r) => {
    console.log(r.statusCode, r.headers["content-type"], r.headers["x-why"]);
    r.resume();
    http.get({ port, path: "/y" }, (r2) => {
      console.log(r2.statusCode, r2.headers["content-type"], r2.headers["x-why"]);
      let s = "";
      r2.on("data", (c) => (s += c));
      r2.on("end", () => {
        console.log(s);
        server.close();
      });
    });
  });
});
