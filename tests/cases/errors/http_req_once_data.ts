import http from "node:http";

http.createServer((req, res) => {
  req.once("data", (c: string) => res.end(c)); // expect error: unsupported: req.once("data") (supported: req.on('data' | 'end' | 'error', cb), res.on('finish', cb), once for all but 'data')
});
