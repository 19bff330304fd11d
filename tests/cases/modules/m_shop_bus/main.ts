// A shop wired over a typed event bus: orders reserve stock, low stock
// triggers restocking, and an audit trail counts what happened.
import * as ev from "./events";
import { Inventory } from "./inventory";

const { EventBus, Channel } = ev;
const bus = new EventBus<ev.ShopEvents>();
const inv = new Inventory(bus);
inv.add("WIDGET", 10, 3);
inv.add("GADGET", 4);
inv.add("DOOHICKEY", 1, 0);

const audit: string[] = [];
bus.on("stockLow", ({ sku, left }, { seq, channel }) => {
  audit.push(`#${seq} [${channel}] low stock ${sku} (${left} left)`);
  if (left <= 0) bus.emit("restocked", { sku, qty: 5 }, Channel.Stock);
});
const stopOrders = bus.on("orderPlaced", (p, m) => audit.push(`#${m.seq} [${m.channel}] order ${p.orderId}: ${p.qty} x ${p.sku}`));
bus.on("orderCancelled", ({ orderId, reason }) => audit.push(`cancelled ${orderId}: ${reason}`));

let n = 0;
const place = (sku: string, qty: number): void => {
  const orderId = `o${++n}`;
  try {
    bus.emit("orderPlaced", { orderId, sku, qty }, Channel.Orders);
  } catch (e) {
    bus.emit("orderCancelled", { orderId, reason: (e as Error).message });
  }
};
place("WIDGET", 4);
place("GADGET", 2);
place("WIDGET", 3);
place("GIZMO", 1);
stopOrders();
place("GADGET", 3);
place("DOOHICKEY", 1);

audit.forEach((l) => console.log(l));
for (const row of inv.repo.all()) console.log(inv.repo.describe(row));
console.log("events:", bus.count(), "orders:", bus.count("orderPlaced"), "low:", bus.count("stockLow"));
const byChannel = bus.history.reduce<Record<string, number>>((acc, h) => ({ ...acc, [h.channel]: (acc[h.channel] ?? 0) + 1 }), {});
console.log(byChannel, Object.values(Channel));
