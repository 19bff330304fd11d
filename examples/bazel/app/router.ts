// Routes requests ("GET /items", "POST /orders sku:qty,...") to handlers.
import { Store } from "../store/store";
import { money, pad } from "../lib/format";

export interface Reply {
  status: number;
  body: string;
}

export function route(store: Store, method: string, path: string, body: string): Reply {
  if (method === "GET" && path === "/items") {
    const rows = store.list().map((it) => `${pad(it.sku, 6)} ${pad(it.name, 10)} ${money(it.price)} x${it.qty}`);
    return { status: 200, body: rows.join("\n") };
  }
  if (method === "GET" && path.startsWith("/items/")) {
    const it = store.get(path.slice(7));
    if (it === undefined) return { status: 404, body: "no such item" };
    return { status: 200, body: `${it.name}: ${money(it.price)}, ${it.qty} in stock` };
  }
  if (method === "POST" && path === "/orders") {
    const lines = body.split(",").map((part) => {
      const kv = part.split(":");
      return { sku: kv[0], qty: Number(kv[1]) };
    });
    const placed = store.place(lines);
    if (typeof placed === "string") return { status: 409, body: placed };
    return { status: 201, body: `order ${placed.id}: ${money(store.total(placed))}` };
  }
  return { status: 404, body: `no route for ${method} ${path}` };
}
