// An in-memory inventory.
import { Item, Line, Order, lineTotal } from "./model";

export class Store {
  private items = new Map<string, Item>();
  private nextId = 1;

  add(item: Item): void {
    this.items.set(item.sku, item);
  }

  get(sku: string): Item | undefined {
    return this.items.get(sku);
  }

  list(): Item[] {
    return Array.from(this.items.values());
  }

  // Places an order if every line is in stock; returns its total in cents.
  place(lines: Line[]): Order | string {
    for (const l of lines) {
      const it = this.items.get(l.sku);
      if (it === undefined) return `unknown item ${l.sku}`;
      if (it.qty < l.qty) return `only ${it.qty} of ${l.sku} left`;
    }
    for (const l of lines) {
      const it = this.items.get(l.sku);
      if (it !== undefined) it.qty -= l.qty;
    }
    return { id: this.nextId++, lines };
  }

  total(order: Order): number {
    let sum = 0;
    for (const l of order.lines) {
      const it = this.items.get(l.sku);
      if (it !== undefined) sum += lineTotal(it, l.qty);
    }
    return sum;
  }
}
