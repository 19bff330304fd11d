// Maps as fields of classes and interfaces; Maps of objects.
interface Item {
  sku: string;
  name: string;
  price: number;
  qty: number;
}

interface Warehouse {
  name: string;
  stock: Map<string, Item>;
  tags: Set<string>;
}

class Inventory {
  readonly warehouses = new Map<string, Warehouse>();
  private log: string[] = [];

  add(w: string, item: Item): void {
    let wh = this.warehouses.get(w);
    if (!wh) {
      wh = { name: w, stock: new Map(), tags: new Set() };
      this.warehouses.set(w, wh);
    }
    const cur = wh.stock.get(item.sku);
    if (cur) cur.qty += item.qty;
    else wh.stock.set(item.sku, { sku: item.sku, name: item.name, price: item.price, qty: item.qty });
    this.log.push(`${w}:${item.sku}+${item.qty}`);
  }

  tag(w: string, t: string): void {
    const wh = this.warehouses.get(w);
    if (wh) wh.tags.add(t);
  }

  value(): Map<string, number> {
    const out = new Map<string, number>();
    for (const [name, wh] of this.warehouses) {
      let total = 0;
      wh.stock.forEach((it) => {
        total += it.price * it.qty;
      });
      out.set(name, Math.round(total * 100) / 100);
    }
    return out;
  }

  history(): string {
    return this.log.join(" ");
  }
}

const inv = new Inventory();
inv.add("north", { sku: "A1", name: "bolt", price: 0.25, qty: 100 });
inv.add("north", { sku: "B2", name: "nut", price: 0.1, qty: 250 });
inv.add("south", { sku: "A1", name: "bolt", price: 0.25, qty: 40 });
inv.add("north", { sku: "A1", name: "bolt", price: 0.25, qty: 20 });
inv.tag("north", "cold");
inv.tag("north", "big");
inv.tag("north", "cold");
inv.tag("east", "none");
console.log(inv.value());
console.log(inv.history());
console.log(inv.warehouses.get("north"));
console.log(inv);
const north = inv.warehouses.get("north")!;
console.log(north.stock.size, north.tags.has("big"), Array.from(north.tags));
