// The example service: node:http + node:crypto, compiled by Kiln into one
// native executable (scripts/demo.sh builds and serves it).
// Routes: GET /health, /json, /compute?n=N, /hash?text=T, /hello?name=N.
// PORT from the environment (default 3000); KILN_WORKERS=N serves on N threads.
import { createServer, IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";

const PORT: number = Number(process.env.PORT) || 3000;

interface Item {
  sku: string;
  qty: number;
  price: number;
}

interface Order {
  id: number;
  customer: string;
  items: Item[];
  total: number;
  paid: boolean;
}

function buildOrder(id: number): Order {
  const items: Item[] = [];
  for (let i = 0; i < 5; i++) items.push({ sku: `SKU-${1000 + i}`, qty: i + 1, price: 9.99 + i * 2.5 });
  const total = items.reduce((sum, it) => sum + it.qty * it.price, 0);
  return { id, customer: "ACME Corp", items, total: Math.round(total * 100) / 100, paid: id % 2 === 0 };
}

function compute(n: number): number {
  let result = 0;
  for (let i = 0; i < n; i++) result = (result + i * 31) % 1_000_000_007;
  return result;
}

let served = 0;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(body));
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  served++;
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  if (req.method !== "GET") {
    send(res, 405, { error: "method not allowed" });
    return;
  }
  switch (url.pathname) {
    case "/health":
      send(res, 200, { status: "ok", served });
      return;
    case "/json":
      send(res, 200, buildOrder(served));
      return;
    case "/compute": {
      const n = Number(url.searchParams.get("n") ?? "1000000");
      send(res, 200, { n, result: compute(n) });
      return;
    }
    case "/hash": {
      const text = url.searchParams.get("text") ?? "";
      send(res, 200, { text, sha256: createHash("sha256").update(text).digest("hex") });
      return;
    }
    case "/hello":
      send(res, 200, { greeting: `Hello, ${url.searchParams.get("name") ?? "world"}!` });
      return;
    default:
      send(res, 404, { error: "not found", path: url.pathname });
  }
});

server.listen(PORT, "127.0.0.1", () => {
  console.log(`listening on http://127.0.0.1:${PORT}`);
});
