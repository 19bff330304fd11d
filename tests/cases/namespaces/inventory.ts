// A small inventory system organised in namespaces, as older TypeScript code bases are.
namespace App.Util {
  export function pad(s: string, n: number): string {
    return s.length >= n ? s : s + " ".repeat(n - s.length);
  }
  export function money(cents: number): string {
    const sign = cents < 0 ? "-" : "";
    const abs = Math.abs(cents);
    return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  }
  export const VERSION = "1.2.0";
}

namespace App.Model {
  export enum Category { Tool = "tool", Food = "food", Toy = "toy" }
  export interface Item {
    sku: string;
    name: string;
    category: Category;
    priceCents: number;
    qty: number;
  }
  let nextId = 1;
  export function makeSku(prefix: string): string {
    return `${prefix}-${String(nextId++).padStart(3, "0")}`;
  }
  export class Stock {
    private items = new Map<string, Item>();
    add(name: string, category: Category, priceCents: number, qty: number): Item {
      const item: Item = { sku: makeSku(category.toUpperCase()), name, category, priceCents, qty };
      this.items.set(item.sku, item);
      return item;
    }
    take(sku: string, n: number): boolean {
      const it = this.items.get(sku);
      if (!it || it.qty < n) return false;
      it.qty -= n;
      return true;
    }
    byCategory(): Record<string, Item[]> {
      const out: Record<string, Item[]> = {};
      for (const it of this.items.values()) {
        (out[it.category] ??= []).push(it);
      }
      return out;
    }
    get size(): number { return this.items.size; }
    all(): Item[] { return [...this.items.values()]; }
  }
}

namespace App.Report {
  import Util = App.Util;
  type Row = [string, string, string];
  export function table(stock: Model.Stock): string[] {
    const rows: Row[] = stock.all().map(it => [Util.pad(it.sku, 9), Util.pad(it.name, 10), Util.money(it.priceCents * it.qty)]);
    return rows.map(r => r.join(" | "));
  }
  export function totals(stock: Model.Stock): { [cat: string]: number } {
    const t: { [cat: string]: number } = {};
    const groups = stock.byCategory();
    for (const cat of Object.keys(groups)) {
      t[cat] = groups[cat].reduce((sum, it) => sum + it.priceCents * it.qty, 0);
    }
    return t;
  }
}

namespace App {
  export const stock = new Model.Stock();
  export function seed(): void {
    stock.add("hammer", Model.Category.Tool, 1299, 3);
    stock.add("apple", Model.Category.Food, 45, 40);
    stock.add("yo-yo", Model.Category.Toy, 350, 5);
    stock.add("wrench", Model.Category.Tool, 899, 2);
  }
}

App.seed();
console.log(`inventory v${App.Util.VERSION}, ${App.stock.size} items`);
for (const line of App.Report.table(App.stock)) console.log(line);
console.log(App.Report.totals(App.stock));
console.log(App.stock.take("TOOL-001", 2), App.stock.take("FOOD-002", 100));
const cats: App.Model.Category[] = [App.Model.Category.Toy, App.Model.Category.Tool];
console.log(cats, App.Model.Category.Food);
console.log(App.stock.byCategory()["tool"].map(i => `${i.name}:${i.qty}`));
console.log(App.Util.money(-1234), App.Util.money(5));
const first: App.Model.Item | undefined = App.stock.all()[0];
console.log(first);
