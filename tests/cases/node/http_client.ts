// node:http's client against a server in the same program: GET by URL
// string and URL object, requests with options and headers, bodies written
// in pieces (chunked) or at once (Content-Length), Buffer request bodies on
// the server, HEAD, 404s, and a refused connection.
import * as http from "node:http";
import type { AddressInfo } from "node:net";

interface Reply {
  status: number;
  message: string;
  type: string;
  text: string;
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/missing") {
      res.statusCode = 404;
      res.end("no such thing");
      return;
    }
    if (url.pathname === "/stream") {
      res.setHeader("content-type", "text/plain; charset=utf-8");
      for (let i = 0; i < 5; i++) res.write(`line ${i} ✓\n`);
      res.end();
      return;
    }
    const te = req.headers["transfer-encoding"] ?? "-";
    const len = req.headers["content-length"] ?? "-";
    res.setHeader("content-type", "application/json");
    res.setHeader("x-request-id", req.headers["x-request-id"] ?? "none");
    res.end(JSON.stringify({ method: req.method, path: url.pathname, q: url.searchParams.get("q"), bytes: body.length, te, len, head: body.subarray(0, 12).toString() }));
  });
});

function call(port: number, method: string, path: string, body?: Buffer, pieces = 1): Promise<Reply> {
  const hasBody = body !== undefined;
  const data = body ?? Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: port, path: path, method: method, headers: { "x-request-id": method + path } }, (res) => {
      res.setEncoding("utf8");
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? "", type: res.headers["content-type"] ?? "-", text }));
    });
    req.on("error", reject);
    if (hasBody && pieces > 1) {
      const step = Math.ceil(data.length / pieces);
      for (let i = 0; i < data.length; i += step) req.write(data.subarray(i, i + step));
      req.end();
    } else if (hasBody) {
      req.end(data);
    } else {
      req.end();
    }
  });
}

function getUrl(url: string | URL): Promise<string> {
  return new Promise((resolve) => {
    http.get(url, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => resolve(`${res.statusCode} ${res.headers["content-type"]} ${Buffer.concat(parts).toString()}`));
    });
  });
}

async function main(port: number): Promise<void> {
  console.log(await getUrl(`http://127.0.0.1:${port}/hello?q=world`));
  console.log(await getUrl(new URL(`http://localhost:${port}/stream`)));
  const get = await call(port, "GET", "/items?q=1");
  console.log(get.status, get.message, get.type, get.text);
  const post = await call(port, "POST", "/items", Buffer.from("héllo wörld, a body sent at once"));
  console.log(post.status, post.text);
  const chunked = await call(port, "PUT", "/upload", Buffer.from("abcdefghijklmnopqrstuvwxyz".repeat(100)), 7);
  console.log(chunked.status, chunked.text);
  const big = Buffer.alloc(1 << 20, 120);
  const large = await call(port, "POST", "/large", big, 16);
  console.log(large.status, large.text);
  const empty = await call(port, "POST", "/empty");
  console.log(empty.text);
  const missing = await call(port, "GET", "/missing");
  console.log(missing.status, missing.message, JSON.stringify(missing.text));
  const head = await call(port, "HEAD", "/items");
  console.log(head.status, head.type, JSON.stringify(head.text));
  const all = await Promise.all([1, 2, 3, 4, 5].map((i) => call(port, "GET", `/parallel?q=${i}`)));
  console.log(all.map((r) => r.text.length).join(","), all.every((r) => r.status === 200));
  try {
    await call(1, "GET", "/");
  } catch (e) {
    if (e instanceof Error) console.log("refused:", e.message);
  }
}

server.listen(0, "127.0.0.1", () => {
  const port = (server.address() as AddressInfo).port;
  main(port).then(() => server.close(() => console.log("closed")));
});
