// res.write(chunk, "utf8") and res.end(chunk, "utf-8"): the encoding a
// string is written in given explicitly, in any case.
import http from "node:http";

const server = http.createServer((req, res) => {
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.write("héllo ", "utf8");
  res.write("wörld ", "UTF-8");
  res.end(`${req.method} ☕\n`, "utf-8");
});

server.listen(0, "127.0.0.1", () => {
  const addr = server.address();
  const port = addr && typeof addr === "object" ? addr.port : 0;
  http.get({ port, path: "/" }, (res) => {
    const parts: Buffer[] = [];
    res.on("data", (c: Buffer) => parts.push(c));
    res.on("end", () => {
      const body = Buffer.concat(parts);
      console.log(res.statusCode, res.headers["transfer-encoding"], body.length, body.toString());
      server.close();
    });
  });
});
