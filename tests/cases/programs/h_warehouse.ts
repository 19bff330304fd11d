// A warehouse order system: a generic repository with Map-based secondary
// indexes, Result types, multi-key sorting, Intl money and allocation rules.

type Id = string;
type Result<T, E extends string = string> = { ok: true; value: T } | { ok: false; error: E; detail?: string };

interface Entity { id: Id }
interface Product extends Entity { sku: string; name: string; category: "tools" | "garden" | "paint"; priceCents: number }
interface StockLine extends Entity { sku: string; bin: string; qty: number; receivedDay: number }
interface OrderLine { sku: string; qty: number }
interface Order extends Entity { customer: string; lines: OrderLine[]; priority?: "rush" | "normal"; placedDay: number }

class Repository<T extends Entity> {
  protected items = new Map<Id, T>();
  private indexes = new Map<string, { key: (t: T) => string; map: Map<string, Set<Id>> }>();

  index(name: string, key: (t: T) => string): this {
    const map = new Map<string, Set<Id>>();
    for (const t of this.items.values()) this.addTo(map, key(t), t.id);
    this.indexes.set(name, { key, map });
    return this;
  }
  private addTo(map: Map<string, Set<Id>>, k: string, id: Id): void {
    let s = map.get(k);
    if (!s) map.set(k, (s = new Set()));
    s.add(id);
  }
  upsert(...ts: T[]): void {
    for (const t of ts) {
      const prev = this.items.get(t.id);
      for (const { key, map } of this.indexes.values()) {
        if (prev) map.get(key(prev))?.delete(prev.id);
        this.addTo(map, key(t), t.id);
      }
      this.items.set(t.id, t);
    }
  }
  get(id: Id): Result<T, "not-found"> {
    const t = this.items.get(id);
    return t ? { ok: true, value: t } : { ok: false, error: "not-found", detail: id };
  }
  by(index: string, k: string): T[] {
    const ids = this.indexes.get(index)?.map.get(k);
    return ids ? [...ids].map((id) => this.items.get(id)!) : [];
  }
  all(): T[] { return [...this.items.values()]; }
  get size(): number { return this.items.size; }
}

type SortKey<T> = { [K in keyof T]: T[K] extends string | number ? { key: K; dir?: "asc" | "desc" } : never }[keyof T];
function sortBy<T>(xs: readonly T[], ...keys: SortKey<T>[]): T[] {
  return [...xs].sort((a, b) => {
    for (const { key, dir = "asc" } of keys) {
      const [x, y] = [a[key], b[key]];
      const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      if (c !== 0) return dir === "asc" ? c : -c;
    }
    return 0;
  });
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const cents = (n: number) => usd.format(n / 100);

const products = new Repository<Product>().index("category", (p) => p.category);
products.upsert(
  { id: "p1", sku: "HAM-16", name: "Claw hammer", category: "tools", priceCents: 1899 },
  { id: "p2", sku: "SAW-24", name: "Hand saw", category: "tools", priceCents: 2450 },
  { id: "p3", sku: "HOE-01", name: "Garden hoe", category: "garden", priceCents: 3199 },
  { id: "p4", sku: "PNT-WH", name: "White paint 1gal", category: "paint", priceCents: 2799 },
  { id: "p5", sku: "PNT-BL", name: "Blue paint 1gal", category: "paint", priceCents: 2999 },
);
const bySku = new Map(products.all().map((p) => [p.sku, p] as const));

const stock = new Repository<StockLine>().index("sku", (s) => s.sku).index("bin", (s) => s.bin.slice(0, 1));
stock.upsert(
  { id: "s1", sku: "HAM-16", bin: "A1", qty: 5, receivedDay: 3 },
  { id: "s2", sku: "HAM-16", bin: "B4", qty: 10, receivedDay: 1 },
  { id: "s3", sku: "SAW-24", bin: "A2", qty: 2, receivedDay: 2 },
  { id: "s4", sku: "PNT-WH", bin: "C1", qty: 8, receivedDay: 5 },
  { id: "s5", sku: "PNT-BL", bin: "C2", qty: 1, receivedDay: 4 },
  { id: "s6", sku: "HOE-01", bin: "B1", qty: 0, receivedDay: 6 },
);

type Pick = { bin: string; sku: string; qty: number };
type AllocError = "unknown-sku" | "short";
function allocate(order: Order): Result<Pick[], AllocError> {
  const picks: Pick[] = [];
  const pending: StockLine[] = [];
  for (const { sku, qty } of order.lines) {
    if (!bySku.has(sku)) return { ok: false, error: "unknown-sku", detail: sku };
    let need = qty;
    // first in, first out: the oldest stock goes first
    for (const line of sortBy(stock.by("sku", sku), { key: "receivedDay" })) {
      if (need === 0) break;
      const take = Math.min(need, line.qty);
      if (take === 0) continue;
      picks.push({ bin: line.bin, sku, qty: take });
      pending.push({ ...line, qty: line.qty - take });
      need -= take;
    }
    if (need > 0) return { ok: false, error: "short", detail: `${sku} short by ${need}` };
  }
  stock.upsert(...pending);
  return { ok: true, value: picks };
}

const orders: Order[] = [
  { id: "o1", customer: "Ivy", placedDay: 7, lines: [{ sku: "HAM-16", qty: 7 }, { sku: "PNT-WH", qty: 2 }] },
  { id: "o2", customer: "Jon", placedDay: 6, priority: "rush", lines: [{ sku: "SAW-24", qty: 1 }, { sku: "HAM-16", qty: 2 }] },
  { id: "o3", customer: "Kai", placedDay: 6, lines: [{ sku: "PNT-BL", qty: 3 }] },
  { id: "o4", customer: "Lea", placedDay: 8, lines: [{ sku: "NOPE-1", qty: 1 }] },
  { id: "o5", customer: "Max", placedDay: 5, lines: [{ sku: "HOE-01", qty: 1 }, { sku: "HAM-16", qty: 1 }] },
];

const queue = [...orders].sort((a, b) => (a.priority === "rush" ? 0 : 1) - (b.priority === "rush" ? 0 : 1) || a.placedDay - b.placedDay || a.id.localeCompare(b.id));
const invoices: { id: Id; customer: string; total: number; picks: number }[] = [];
for (const order of queue) {
  const r = allocate(order);
  if (!r.ok) {
    console.log(`${order.id} (${order.customer}) rejected: ${r.error}${r.detail ? ` [${r.detail}]` : ""}`);
    continue;
  }
  const total = order.lines.reduce((sum, { sku, qty }) => sum + (bySku.get(sku)?.priceCents ?? 0) * qty, 0);
  const discount = order.lines.length > 1 ? Math.round(total * 0.05) : 0;
  invoices.push({ id: order.id, customer: order.customer, total: total - discount, picks: r.value.length });
  console.log(`${order.id} (${order.customer}${order.priority === "rush" ? ", rush" : ""}) picks:`,
    r.value.map(({ bin, sku, qty }) => `${qty}x${sku}@${bin}`).join(", "), "total", cents(total - discount), discount ? `(saved ${cents(discount)})` : "");
}

console.log("-- invoices by total desc, then customer");
for (const inv of sortBy(invoices, { key: "total", dir: "desc" }, { key: "customer" }))
  console.log(`${inv.customer.padEnd(4)} ${cents(inv.total).padStart(9)} ${"▮".repeat(inv.picks)}`);
console.log("-- remaining stock by bin row");
for (const row of ["A", "B", "C"]) {
  const lines = sortBy(stock.by("bin", row), { key: "bin" });
  console.log(row, lines.map((l) => `${l.bin}:${l.sku}=${l.qty}`).join(" "), "| units", lines.reduce((n, l) => n + l.qty, 0));
}
const lookups = ["p3", "p9"].map((id) => products.get(id));
for (const r of lookups) console.log(r.ok ? `found ${r.value.name} in ${r.value.category}` : `${r.error}: ${r.detail}`);
const value = stock.all().reduce((v, l) => v + l.qty * (bySku.get(l.sku)?.priceCents ?? 0), 0);
console.log("stock value", cents(value), "products", products.size, "paint:", products.by("category", "paint").map((p) => p.name));
