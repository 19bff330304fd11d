import http from "node:http";

http.createServer((req, res) => {
  res.end("68656c6c6f", "hex"); // expect error: unsupported: res.end(chunk, "hex") (supported: the encoding 'utf8')
});
