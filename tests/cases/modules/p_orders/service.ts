import Products, { OrderRepository } from "./repository";
import { OrderStatus, Priority, type Order, type OrderLine, type Result } from "./types";
import { nextId, sumBy, ok, fail, money } from "./util";
import { DomainError, StockError } from "./errors";

export const log: string[] = [];

export class OrderService {
  constructor(private products: Products, private orders: OrderRepository) {}

  addProduct(sku: string, name: string, price: number, stock: number): void {
    this.products.save({ id: nextId(), sku, name, price, stock });
    log.push(`product ${sku}`);
  }

  place(customer: string, items: Array<[string, number]>, priority = Priority.Normal): Order {
    const lines: OrderLine[] = items.map(([sku, qty]) => {
      const p = this.products.findSku(sku);
      if (p.stock < qty) throw new StockError(sku, qty, p.stock);
      return { sku, qty, unitPrice: p.price };
    });
    for (const l of lines) this.products.findSku(l.sku).stock -= l.qty;
    const order: Order = { id: nextId(), customer, lines, status: OrderStatus.Pending, priority };
    log.push(`order ${order.id} for ${customer}`);
    return this.orders.save(order);
  }

  tryPlace(customer: string, items: Array<[string, number]>): Result<Order> {
    try {
      return ok(this.place(customer, items));
    } catch (e) {
      if (e instanceof DomainError) return fail(`${e.code}: ${e.message}`);
      throw e;
    }
  }

  advance(id: number): OrderStatus {
    const o = this.orders.get(id);
    switch (o.status) {
      case OrderStatus.Pending: o.status = OrderStatus.Paid; break;
      case OrderStatus.Paid: o.status = OrderStatus.Shipped; break;
      default: throw new DomainError(`order ${id} cannot advance from ${o.status}`, "E_STATE");
    }
    return o.status;
  }

  cancel(id: number): void {
    const o = this.orders.get(id);
    if (o.status === OrderStatus.Shipped) throw new DomainError(`order ${id} already shipped`, "E_STATE");
    for (const l of o.lines) this.products.findSku(l.sku).stock += l.qty;
    o.status = OrderStatus.Cancelled;
  }

  total(o: Order): number { return sumBy(o.lines, l => l.qty * l.unitPrice); }
  describe(o: Order): string {
    const pr = o.priority === Priority.High ? "!" : o.priority === Priority.Low ? "~" : " ";
    return `${pr}#${o.id} ${o.customer.padEnd(6)} ${o.status.padEnd(9)} ${money(this.total(o))}`;
  }
}
