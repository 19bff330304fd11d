// Inventory and order system with a generic repository.
interface Entity {
  readonly id: string;
}

interface Product extends Entity {
  name: string;
  price: number;
  stock: number;
  tags?: string[];
}

enum OrderStatus {
  Pending = "PENDING",
  Paid = "PAID",
  Shipped = "SHIPPED",
  Cancelled = "CANCELLED",
}

interface OrderLine {
  productId: string;
  qty: number;
}

interface Order extends Entity {
  customer: string;
  lines: OrderLine[];
  status: OrderStatus;
  note?: string;
}

class NotFoundError extends Error {
  constructor(public readonly kind: string, public readonly key: string) {
    super(`${kind} ${key} not found`);
    this.name = "NotFoundError";
  }
}

class Repository<T extends Entity> {
  protected items = new Map<string, T>();
  private static created = 0;

  constructor(private readonly kind: string) {
    Repository.created++;
  }

  static get count(): number {
    return Repository.created;
  }

  add(item: T): T {
    if (this.items.has(item.id)) throw new Error(`duplicate ${this.kind} ${item.id}`);
    this.items.set(item.id, item);
    return item;
  }

  get(id: string): T {
    const found = this.items.get(id);
    if (!found) throw new NotFoundError(this.kind, id);
    return found;
  }

  find(pred: (item: T) => boolean): T | undefined {
    for (const item of this.items.values()) if (pred(item)) return item;
    return undefined;
  }

  where<K extends keyof T>(key: K, value: T[K]): T[] {
    return [...this.items.values()].filter((it) => it[key] === value);
  }

  update(id: string, patch: Partial<T>): T {
    const next = { ...this.get(id), ...patch };
    this.items.set(id, next);
    return next;
  }

  get size(): number {
    return this.items.size;
  }

  all(): T[] {
    return Array.from(this.items.values());
  }
}

class ProductRepository extends Repository<Product> {
  constructor() {
    super("product");
  }
  lowStock(threshold = 5): Product[] {
    return this.all()
      .filter((p) => p.stock < threshold)
      .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name));
  }
}

class OrderService {
  private seq = 1000;
  constructor(private products: ProductRepository, private orders: Repository<Order>) {}

  place(customer: string, ...lines: OrderLine[]): Order {
    for (const { productId, qty } of lines) {
      const p = this.products.get(productId);
      if (p.stock < qty) throw new Error(`insufficient stock for ${p.name}: have ${p.stock}, need ${qty}`);
    }
    for (const { productId, qty } of lines) {
      const p = this.products.get(productId);
      this.products.update(productId, { stock: p.stock - qty });
    }
    const order: Order = { id: `O-${++this.seq}`, customer, lines, status: OrderStatus.Pending };
    return this.orders.add(order);
  }

  total(order: Order): number {
    return order.lines.reduce((sum, { productId, qty }) => sum + this.products.get(productId).price * qty, 0);
  }

  advance(id: string): Order {
    const o = this.orders.get(id);
    const next: Record<OrderStatus, OrderStatus | null> = {
      [OrderStatus.Pending]: OrderStatus.Paid,
      [OrderStatus.Paid]: OrderStatus.Shipped,
      [OrderStatus.Shipped]: null,
      [OrderStatus.Cancelled]: null,
    };
    const to = next[o.status];
    if (to === null) throw new Error(`order ${id} cannot advance from ${o.status}`);
    return this.orders.update(id, { status: to });
  }

  cancel(id: string, note?: string): Order {
    const o = this.orders.get(id);
    for (const line of o.lines) {
      const p = this.products.get(line.productId);
      this.products.update(p.id, { stock: p.stock + line.qty });
    }
    return this.orders.update(id, { status: OrderStatus.Cancelled, note: note ?? "no reason" });
  }
}

const products = new ProductRepository();
const orders = new Repository<Order>("order");
const svc = new OrderService(products, orders);

const seed: Array<[string, string, number, number, string[]?]> = [
  ["P1", "Widget", 2.5, 40, ["small", "metal"]],
  ["P2", "Gadget", 12.99, 8],
  ["P3", "Doohickey", 0.75, 3, ["small"]],
  ["P4", "Thingamajig", 99.0, 2, ["large"]],
];
for (const [id, name, price, stock, tags] of seed) products.add({ id, name, price, stock, tags });

console.log(`repositories: ${Repository.count}, products: ${products.size}`);
const o1 = svc.place("alice", { productId: "P1", qty: 10 }, { productId: "P2", qty: 2 });
const o2 = svc.place("bob", { productId: "P4", qty: 1 });
console.log(o1.id, svc.total(o1).toFixed(2), o2.id, svc.total(o2).toFixed(2));

try {
  svc.place("carol", { productId: "P3", qty: 5 });
} catch (e) {
  console.log("error:", (e as Error).message);
}
try {
  products.get("P9");
} catch (e) {
  if (e instanceof NotFoundError) console.log(e.name, e.kind, e.key, e.message);
}

svc.advance(o1.id);
svc.advance(o1.id);
try {
  svc.advance(o1.id);
} catch (e) {
  console.log(e instanceof Error ? e.message : String(e));
}
const cancelled = svc.cancel(o2.id);
console.log(cancelled.status, cancelled.note, products.get("P4").stock);

console.log("low stock:", products.lowStock().map((p) => `${p.name}(${p.stock})`).join(", "));
console.log("small:", products.all().filter((p) => p.tags?.includes("small")).map((p) => p.id));
console.log("untagged:", products.find((p) => !p.tags)?.name ?? "none");
console.log("shipped:", orders.where("status", OrderStatus.Shipped).map((o) => o.customer));
const byStatus = orders.all().reduce<Record<string, number>>((acc, o) => {
  acc[o.status] = (acc[o.status] ?? 0) + 1;
  return acc;
}, {});
console.log(JSON.stringify(byStatus));
console.log(JSON.stringify(products.get("P2"), null, 2));
console.log(JSON.stringify(orders.all(), ["id", "status", "lines", "qty"], 1));
const value = products.all().reduce((s, p) => s + p.price * p.stock, 0);
console.log(`inventory value: $${value.toFixed(2)}`);
