// An inventory REST API over an in-memory store, written with plain
// node:http: ids in paths, filtering and pagination from URLSearchParams,
// 201 + Location, 204, 400/404/405/409/422 with JSON errors, PUT vs PATCH;
// tests/http_test.sh sends it the same requests as Node.js and compares.
import { createServer, IncomingMessage, ServerResponse } from "node:http";

const PORT = Number(process.env.PORT ?? 3000);

interface Item {
  id: number;
  sku: string;
  name: string;
  qty: number;
  price: number;
  tags: string[];
}

type ItemInput = Partial<Omit<Item, "id">>;

const items = new Map<number, Item>();
let nextId = 1;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text).toString(),
    ...headers,
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string, fields?: Record<string, string>): void {
  sendJson(res, status, fields ? { error: message, fields } : { error: message });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

// The body is checked field by field as `unknown`s: a client may send anything.
function validate(input: Record<string, unknown>, partial: boolean): { errors: Record<string, string> | null; value: ItemInput } {
  const errors: Record<string, string> = {};
  const value: ItemInput = {};
  const { sku, name, qty, price, tags } = input;
  if (sku !== undefined || !partial) {
    if (typeof sku === "string" && /^[A-Z]{3}-\d{3}$/.test(sku)) value.sku = sku;
    else errors.sku = "must look like ABC-123";
  }
  if (name !== undefined || !partial) {
    if (typeof name === "string" && name.trim().length > 0) value.name = name.trim();
    else errors.name = "required";
  }
  if (qty !== undefined || !partial) {
    if (typeof qty === "number" && Number.isInteger(qty) && qty >= 0) value.qty = qty;
    else errors.qty = "non-negative integer";
  }
  if (price !== undefined || !partial) {
    if (typeof price === "number" && price > 0) value.price = price;
    else errors.price = "positive number";
  }
  if (tags !== undefined) {
    if (Array.isArray(tags) && tags.every((t) => typeof t === "string")) value.tags = tags as string[];
    else errors.tags = "array of strings";
  }
  return { errors: Object.keys(errors).length > 0 ? errors : null, value };
}

function skuTaken(sku: string | undefined, except?: number): boolean {
  if (sku === undefined) return false;
  for (const item of items.values()) if (item.sku === sku && item.id !== except) return true;
  return false;
}

async function parseInput(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | null> {
  if (!(req.headers["content-type"] ?? "").startsWith("application/json")) {
    sendError(res, 415, "expected application/json");
    return null;
  }
  const raw = await readBody(req);
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      sendError(res, 400, "body must be a JSON object");
      return null;
    }
    return value as Record<string, unknown>;
  } catch (e) {
    sendError(res, 400, `invalid JSON: ${(e as SyntaxError).name}`);
    return null;
  }
}

function listItems(url: URL, res: ServerResponse): void {
  const q = url.searchParams;
  let result = [...items.values()];
  const tag = q.get("tag");
  if (tag) result = result.filter((i) => i.tags.includes(tag));
  const minQty = q.get("minQty");
  if (minQty !== null) {
    const n = Number(minQty);
    if (Number.isNaN(n)) return sendError(res, 400, "minQty must be a number");
    result = result.filter((i) => i.qty >= n);
  }
  const search = q.get("q")?.toLowerCase();
  if (search) result = result.filter((i) => i.name.toLowerCase().includes(search));
  const sort = q.get("sort") ?? "id";
  const desc = sort.startsWith("-");
  const key = (desc ? sort.slice(1) : sort) as keyof Item;
  if (!["id", "name", "qty", "price"].includes(key)) return sendError(res, 400, `cannot sort by ${key}`);
  result.sort((a, b) => {
    const x = a[key], y = b[key];
    const c = typeof x === "string" && typeof y === "string" ? x.localeCompare(y) : Number(x) - Number(y);
    return desc ? -c : c;
  });
  const limit = Math.min(Math.max(parseInt(q.get("limit") ?? "10", 10) || 10, 1), 50);
  const page = Math.max(parseInt(q.get("page") ?? "1", 10) || 1, 1);
  const start = (page - 1) * limit;
  const pageItems = result.slice(start, start + limit);
  const headers: Record<string, string> = { "X-Total-Count": String(result.length) };
  if (start + limit < result.length) {
    const next = new URLSearchParams(q);
    next.set("page", String(page + 1));
    headers["Link"] = `</items?${next.toString()}>; rel="next"`;
  }
  sendJson(res, 200, { page, limit, total: result.length, items: pageItems }, headers);
}

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  const parts = url.pathname.split("/").filter(Boolean);
  const method = req.method ?? "GET";
  if (parts[0] !== "items" || parts.length > 2) return sendError(res, 404, `no route for ${url.pathname}`);
  if (parts.length === 1) {
    if (method === "GET") return listItems(url, res);
    if (method === "POST") {
      const body = await parseInput(req, res);
      if (!body) return;
      const { errors, value: input } = validate(body, false);
      if (errors) return sendError(res, 422, "validation failed", errors);
      if (skuTaken(input.sku)) return sendError(res, 409, `sku ${input.sku} already exists`);
      const item: Item = {
        id: nextId++,
        sku: input.sku!,
        name: input.name!,
        qty: input.qty!,
        price: input.price!,
        tags: [...new Set(input.tags ?? [])].sort(),
      };
      items.set(item.id, item);
      return sendJson(res, 201, item, { Location: `/items/${item.id}` });
    }
    res.setHeader("Allow", "GET, POST");
    return sendError(res, 405, `${method} not allowed`);
  }
  const id = Number(parts[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return sendError(res, 400, `bad id ${decodeURIComponent(parts[1])}`);
  const item = items.get(id);
  if (!item) return sendError(res, 404, `item ${id} not found`);
  switch (method) {
    case "GET":
    case "HEAD":
      return sendJson(res, 200, item);
    case "PUT":
    case "PATCH": {
      const body = await parseInput(req, res);
      if (!body) return;
      const { errors, value: input } = validate(body, method === "PATCH");
      if (errors) return sendError(res, 422, "validation failed", errors);
      if (skuTaken(input.sku, id)) return sendError(res, 409, `sku ${input.sku} already exists`);
      const updated: Item = method === "PUT" ? { id, sku: input.sku!, name: input.name!, qty: input.qty!, price: input.price!, tags: input.tags ?? [] } : { ...item, ...input, id };
      items.set(id, updated);
      return sendJson(res, 200, updated);
    }
    case "DELETE":
      items.delete(id);
      res.statusCode = 204;
      res.end();
      return;
    default:
      res.setHeader("Allow", "GET, HEAD, PUT, PATCH, DELETE");
      return sendError(res, 405, `${method} not allowed`);
  }
}

const server = createServer((req, res) => {
  route(req, res).catch((err: unknown) => {
    console.error("unhandled", err);
    if (!res.headersSent) sendError(res, 500, "internal error");
  });
});

server.listen(PORT, () => console.log(`inventory listening on ${PORT}`));
