// Inventory / order system with interfaces, classes and generics.
interface Identified { readonly id: string; }
interface Product extends Identified { name: string; price: number; tags?: string[]; }
interface OrderLine { productId: string; qty: number; }
type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";
interface Order extends Identified { customer: string; lines: OrderLine[]; status: OrderStatus; coupon?: string; }

class Repository<T extends Identified> {
  private items = new Map<string, T>();
  add(item: T): this { this.items.set(item.id, item); return this; }
  get(id: string): T | undefined { return this.items.get(id); }
  require(id: string): T {
    const it = this.items.get(id);
    if (!it) throw new Error(`missing ${id}`);
    return it;
  }
  all(): T[] { return [...this.items.values()]; }
  where(pred: (t: T) => boolean): T[] { return this.all().filter(pred); }
  get size(): number { return this.items.size; }
}

class Stock {
  private levels: Record<string, number> = {};
  receive(id: string, qty: number): void { this.levels[id] = (this.levels[id] ?? 0) + qty; }
  take(id: string, qty: number): boolean {
    const have = this.levels[id] ?? 0;
    if (have < qty) return false;
    this.levels[id] = have - qty;
    return true;
  }
  level(id: string): number { return this.levels[id] ?? 0; }
  report(): string {
    return Object.entries(this.levels)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join(", ");
  }
}

const coupons: { readonly [code: string]: (subtotal: number) => number } = {
  TENOFF: (s) => Math.max(0, s - 10),
  HALF: (s) => s / 2,
};

function money(n: number): string { return "$" + n.toFixed(2); }

class OrderService {
  private seq = 0;
  constructor(private products: Repository<Product>, private stock: Stock, readonly orders = new Repository<Order>()) {}
  place(customer: string, lines: OrderLine[], coupon?: string): Order {
    const id = `ORD-${String(++this.seq).padStart(3, "0")}`;
    const order: Order = { id, customer, lines, status: "pending", ...(coupon ? { coupon } : {}) };
    this.orders.add(order);
    return order;
  }
  subtotal(o: Order): number {
    return o.lines.reduce((sum, { productId, qty }) => sum + this.products.require(productId).price * qty, 0);
  }
  total(o: Order): number {
    const sub = this.subtotal(o);
    const fn = o.coupon !== undefined ? coupons[o.coupon] : undefined;
    return fn ? fn(sub) : sub;
  }
  pay(id: string): string {
    const o = this.orders.require(id);
    if (o.status !== "pending") return `${id}: cannot pay, status ${o.status}`;
    const short = o.lines.filter((l) => this.stock.level(l.productId) < l.qty);
    if (short.length > 0) {
      o.status = "cancelled";
      return `${id}: cancelled, short on ${short.map((l) => l.productId).join("/")}`;
    }
    for (const l of o.lines) this.stock.take(l.productId, l.qty);
    o.status = "paid";
    return `${id}: paid ${money(this.total(o))}`;
  }
  ship(id: string): void {
    const o = this.orders.get(id);
    if (o?.status === "paid") o.status = "shipped";
  }
}

const products = new Repository<Product>()
  .add({ id: "P1", name: "Widget", price: 2.5, tags: ["small", "metal"] })
  .add({ id: "P2", name: "Gadget", price: 19.99 })
  .add({ id: "P3", name: "Doohickey", price: 7.25, tags: ["small"] });

const stock = new Stock();
stock.receive("P1", 100);
stock.receive("P2", 3);
stock.receive("P3", 10);

const svc = new OrderService(products, stock);
const a = svc.place("alice", [{ productId: "P1", qty: 10 }, { productId: "P2", qty: 1 }], "TENOFF");
const b = svc.place("bob", [{ productId: "P2", qty: 5 }]);
const c = svc.place("carol", [{ productId: "P3", qty: 4 }, { productId: "P1", qty: 2 }], "HALF");
const d = svc.place("dave", [{ productId: "P3", qty: 1 }], "BOGUS");

for (const o of [a, b, c, d]) console.log(svc.pay(o.id));
console.log(svc.pay(a.id));
svc.ship(a.id);
svc.ship(b.id);

const byStatus = svc.orders.all().reduce<Partial<Record<OrderStatus, string[]>>>((acc, o) => {
  (acc[o.status] ??= []).push(o.id);
  return acc;
}, {});
console.log(byStatus);
console.log("stock:", stock.report());
const small = products.where((p) => p.tags?.includes("small") ?? false).map((p) => p.name);
console.log("small:", small, "count", products.size);
const revenue = svc.orders.where((o) => o.status === "paid" || o.status === "shipped").map((o) => svc.total(o));
console.log("revenue", money(revenue.reduce((x, y) => x + y, 0)), revenue);
const summary = svc.orders.all().map(({ id, customer, status, coupon = "none" }) => ({ id, customer, status, coupon }));
console.log(JSON.stringify(summary));
try {
  products.require("P9");
} catch (e) {
  console.log("error:", e instanceof Error ? e.message : String(e));
}
