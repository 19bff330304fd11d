import { CURRENCY, Hooks, Order, OrderLine, Totals } from "./types";

export class OrderService {
  private orders: Order[] = [];
  private nextId = 1;
  constructor(private hooks: Hooks[]) {}

  place(customer: string, lines: OrderLine[]): Order {
    const order: Order = { id: this.nextId++, customer, lines };
    this.orders.push(order);
    for (const h of this.hooks) h.onPlaced(this, order);
    return order;
  }

  count(): number {
    return this.orders.length;
  }

  totals(): Totals {
    let revenue = 0;
    for (const o of this.orders) for (const l of o.lines) revenue += l.qty * l.unitPrice;
    return { count: this.orders.length, revenue };
  }

  format(amount: number): string {
    return `${amount.toFixed(2)} ${CURRENCY}`;
  }
}
console.log("service.ts evaluated");
