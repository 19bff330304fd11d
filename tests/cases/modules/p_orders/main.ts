import { OrderService, ProductRepository, OrderRepository, OrderStatus, Priority, NotFoundError, StockError, DomainError, serviceLog, util } from "./index";
import type { Order } from "./index";

const products = new ProductRepository();
const orders = new OrderRepository();
const svc = new OrderService(products, orders);

svc.addProduct("KB-01", "Keyboard", 49.9, 10);
svc.addProduct("MS-02", "Mouse", 19.95, 25);
svc.addProduct("MN-27", "Monitor 27in", 229, 3);
console.log("products:", products.size, "ids so far:", util.idCounter);

const a = svc.place("alice", [["KB-01", 2], ["MS-02", 1]], Priority.High);
const b = svc.place("bob", [["MN-27", 2]]);
console.log(svc.describe(a));
console.log(svc.describe(b));

const r1 = svc.tryPlace("carol", [["MN-27", 2]]);
console.log(r1.ok ? "placed" : r1.error);
const r2 = svc.tryPlace("dave", [["XX-00", 1]]);
if (!r2.ok) console.log(r2.error);
const r3 = svc.tryPlace("erin", [["MS-02", 5], ["MN-27", 1]]);
if (r3.ok) console.log("erin got", r3.value.id, util.money(svc.total(r3.value)));

try {
  svc.place("frank", [["KB-01", 100]]);
} catch (e) {
  if (e instanceof StockError) console.log(e.name, e.sku, e.wanted, e.available, e instanceof DomainError, e instanceof Error);
}

console.log(svc.advance(a.id), svc.advance(a.id));
try { svc.advance(a.id); } catch (e) { console.log((e as DomainError).code, (e as Error).message); }
svc.cancel(b.id);
console.log("monitor stock after cancel:", products.findSku("MN-27").stock);
try { svc.cancel(a.id); } catch (e) { console.log(String(e)); }
try { orders.get(999); } catch (e) { console.log(e instanceof NotFoundError ? `NF ${(e as NotFoundError).message}` : "other"); }

const groups = util.groupBy(orders.all(), (o: Order) => o.status);
for (const [st, os] of groups) console.log(st, os.map(o => o.customer).join(","));
const revenue = util.sumBy(orders.withStatus(OrderStatus.Shipped).concat(orders.withStatus(OrderStatus.Pending)), o => svc.total(o));
console.log("revenue:", util.money(revenue));
console.log("log:", serviceLog.join("; "));
console.log(Object.values(OrderStatus).join("|"), util.CURRENCY, util.money(-3.5));
