// module: esm
// A type-only import cycle: types.ts names OrderService only as a type, service.ts imports types.ts.
import { OrderService } from "./service";
import type { Hooks, Order } from "./types";

const audit: string[] = [];
const logger: Hooks = {
  onPlaced(svc: OrderService, order: Order): void {
    audit.push(`#${order.id} for ${order.customer} (${svc.count()} so far)`);
  },
};

const svc = new OrderService([logger]);
svc.place("ada", [{ sku: "pen", qty: 3, unitPrice: 1.5 }]);
svc.place("grace", [
  { sku: "ink", qty: 1, unitPrice: 7 },
  { sku: "pad", qty: 2, unitPrice: 2.25 },
]);
const t = svc.totals();
console.log(audit.join("\n"));
console.log(`${t.count} orders, ${svc.format(t.revenue)}`);
