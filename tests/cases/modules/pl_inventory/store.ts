import { assertNever, Outcome } from "./model";
import type { Item, StockEvent, ItemKind } from "./model";

export class Inventory {
  private items = new Map<string, Item>();
  private discontinued = new Set<string>();
  readonly log: string[] = [];

  add(...items: Item[]): this {
    for (const it of items) this.items.set(it.sku, it);
    return this;
  }

  find(sku: string): Item | undefined {
    return this.items.get(sku);
  }

  valueOf(item: Item): number {
    switch (item.kind) {
      case "piece":
        return item.count * item.unitPrice;
      case "bulk":
        return item.amount * item.pricePerUnit;
      case "bundle": {
        const sum = item.parts.reduce((s, p) => {
          const part = this.items.get(p.sku);
          return s + (part ? this.unitValue(part) * p.qty : 0);
        }, 0);
        return sum * (1 - item.discountPct / 100);
      }
      case "service":
        return item.hours * item.rate;
      default:
        return assertNever(item, "item");
    }
  }

  private unitValue(item: Item): number {
    switch (item.kind) {
      case "piece": return item.unitPrice;
      case "bulk": return item.pricePerUnit;
      case "service": return item.rate;
      case "bundle": return this.valueOf(item);
    }
  }

  apply(ev: StockEvent): Outcome {
    if (this.discontinued.has(ev.sku) && ev.type !== "discontinue") {
      this.log.push(`${ev.type} ${ev.sku}: discontinued`);
      return Outcome.Ignored;
    }
    const item = this.items.get(ev.sku);
    if (!item) {
      this.log.push(`${ev.type} ${ev.sku}: unknown sku`);
      return Outcome.Rejected;
    }
    switch (ev.type) {
      case "receive":
      case "ship": {
        const sign = ev.type === "receive" ? 1 : -1;
        if (item.kind === "piece") {
          if (item.count + sign * ev.qty < 0) {
            this.log.push(`ship ${ev.sku}: only ${item.count} left for ${ev.type === "ship" ? ev.order : "?"}`);
            return Outcome.Rejected;
          }
          item.count += sign * ev.qty;
        } else if (item.kind === "bulk") {
          item.amount = Math.max(0, +(item.amount + sign * ev.qty).toFixed(3));
        } else {
          this.log.push(`${ev.type} ${ev.sku}: a ${item.kind} has no stock`);
          return Outcome.Rejected;
        }
        return Outcome.Ok;
      }
      case "adjust":
        if (item.kind !== "piece") return Outcome.Rejected;
        item.count += ev.delta;
        this.log.push(`adjust ${ev.sku} by ${ev.delta > 0 ? "+" : ""}${ev.delta} (${ev.reason})`);
        return Outcome.Ok;
      case "discontinue":
        this.discontinued.add(ev.sku);
        return Outcome.Ok;
      default:
        return assertNever(ev, "event");
    }
  }

  byKind(): Map<ItemKind, Item[]> {
    const out = new Map<ItemKind, Item[]>();
    for (const it of this.items.values()) {
      const list = out.get(it.kind);
      if (list) list.push(it);
      else out.set(it.kind, [it]);
    }
    return out;
  }

  total(): number {
    let t = 0;
    for (const it of this.items.values()) if (!this.discontinued.has(it.sku)) t += this.valueOf(it);
    return t;
  }
}
