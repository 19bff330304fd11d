import { Item, itemValue, LOW_STOCK } from "./model";

export class Store {
  private items: Item[] = [];
  private log: string[] = [];
  add(it: Item): Store {
    const existing = this.find(it.sku);
    if (existing) {
      existing.qty += it.qty;
      this.log.push("restock " + it.sku);
    } else {
      this.items.push(it);
      this.log.push("new " + it.sku);
    }
    return this;
  }
  find(sku: string): Item | undefined {
    return this.items.find((i) => i.sku === sku);
  }
  sell(sku: string, n: number): boolean {
    const it = this.find(sku);
    if (!it || it.qty < n) return false;
    it.qty -= n;
    this.log.push(`sold ${n} ${sku}`);
    return true;
  }
  lowStock(): string[] {
    return this.items.filter((i) => i.qty <= LOW_STOCK).map((i) => i.name);
  }
  value(): number {
    let v = 0;
    for (const it of this.items) v += itemValue(it);
    return v;
  }
  history(): string {
    return this.log.join("; ");
  }
  sorted(): Item[] {
    return this.items.slice().sort((a, b) => itemValue(b) - itemValue(a));
  }
}
