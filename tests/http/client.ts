// An HTTP client (node:http's request and get) run against the echo server
// (tests/http/echo.ts, compiled by Kiln, at port TARGET); tests/http_test.sh
// runs this source compiled and under Node.js and compares what they print.
import * as http from "node:http";

const target = Number(process.env.TARGET) || 3000;

interface Run {
  method: string;
  path: string;
  body: Buffer;
  pieces: number;
}

interface Result {
  status: number;
  message: string;
  headers: string;
  body: string;
}

// The headers that do not change between runs, in the order received.
function stable(res: http.IncomingMessage): string {
  const out: string[] = [];
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i].toLowerCase();
    if (name !== "date" && name !== "x-served") out.push(name + "=" + res.rawHeaders[i + 1]);
  }
  return out.join("; ");
}

function send(method: string, path: string, body: Buffer, pieces: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const req = http.request(`http://127.0.0.1:${target}${path}`, { method: method, headers: { "user-agent": "kiln-client" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? "", headers: stable(res), body: Buffer.concat(chunks).toString() });
      });
    });
    req.on("error", reject);
    if (body.length > 0) {
      const step = Math.ceil(body.length / pieces);
      for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
    }
    req.end();
  });
}

async function main(): Promise<void> {
  const none = Buffer.alloc(0);
  const runs: Run[] = [
    { method: "GET", path: "/echo?q=client", body: none, pieces: 1 },
    { method: "POST", path: "/echo", body: Buffer.from("a body with ünïcödé"), pieces: 1 },
    { method: "PUT", path: "/echo", body: Buffer.from("x".repeat(100000)), pieces: 10 },
    { method: "POST", path: "/echo", body: Buffer.alloc(10 * 1024 * 1024, 97), pieces: 64 },
    { method: "GET", path: "/chunked", body: none, pieces: 1 },
    { method: "GET", path: "/status?code=418", body: none, pieces: 1 },
    { method: "GET", path: "/headers", body: none, pieces: 1 },
    { method: "DELETE", path: "/nowhere", body: none, pieces: 1 },
  ];
  for (const { method, path, body, pieces } of runs) {
    const r = await send(method, path, body, pieces);
    const shown = r.body.length > 300 ? r.body.length + " bytes" : r.body;
    console.log(`${method} ${path} -> ${r.status} ${r.message}\n  ${r.headers}\n  ${shown.split("\n").join("\n  ")}`);
  }
  const text = await new Promise<string>((resolve) => {
    http.get({ host: "127.0.0.1", port: target, path: "/echo?q=get" }, (res) => {
      res.setEncoding("utf8");
      let s = "";
      res.on("data", (c) => (s += c));
      res.on("end", () => resolve(s));
    });
  });
  console.log("get:", text.length, text.includes('"query": "get"'));
  const refused = http.get("http://127.0.0.1:1/");
  refused.on("error", (e) => console.log("error:", e.message));
}

main();
