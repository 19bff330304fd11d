// an inventory / event-processing style program
type Event =
  | { type: "add"; sku: string; qty: number; price: number }
  | { type: "remove"; sku: string; qty: number }
  | { type: "price"; sku: string; price: number };

interface Item { sku: string; qty: number; price: number; history: number[] }

class Inventory {
  private items = new Map<string, Item>();
  private listeners: Array<(e: Event, item: Item) => void> = [];
  on(fn: (e: Event, item: Item) => void): void { this.listeners.push(fn); }
  apply(e: Event): void {
    let item = this.items.get(e.sku);
    if (!item) {
      item = { sku: e.sku, qty: 0, price: 0, history: [] };
      this.items.set(e.sku, item);
    }
    switch (e.type) {
      case "add":
        item.qty += e.qty;
        item.price = e.price;
        break;
      case "remove":
        if (item.qty < e.qty) throw new RangeError(`not enough ${e.sku}: have ${item.qty}, need ${e.qty}`);
        item.qty -= e.qty;
        break;
      case "price":
        item.history.push(item.price);
        item.price = e.price;
        break;
      default: {
        const never: never = e;
        throw new Error("unknown " + JSON.stringify(never));
      }
    }
    for (const l of this.listeners) l(e, item);
  }
  total(): number {
    let t = 0;
    for (const [, it] of this.items) t += it.qty * it.price;
    return Math.round(t * 100) / 100;
  }
  report(): string {
    return [...this.items.values()]
      .sort((a, b) => a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)
      .map(({ sku, qty, price, history }) => `${sku.padEnd(6)}${String(qty).padStart(4)} @ ${price.toFixed(2)}${history.length ? ` (was ${history.join(", ")})` : ""}`)
      .join("\n");
  }
}

const inv = new Inventory();
const log: string[] = [];
inv.on((e, it) => log.push(`${e.type}:${it.sku}:${it.qty}`));
const events: Event[] = [
  { type: "add", sku: "apple", qty: 10, price: 0.5 },
  { type: "add", sku: "pear", qty: 4, price: 0.75 },
  { type: "remove", sku: "apple", qty: 3 },
  { type: "price", sku: "pear", price: 0.8 },
  { type: "price", sku: "pear", price: 0.85 },
  { type: "remove", sku: "pear", qty: 10 },
  { type: "add", sku: "fig", qty: 12, price: 1.25 },
];
for (const e of events) {
  try { inv.apply(e); } catch (err) {
    if (err instanceof RangeError) console.log("error:", err.message);
    else throw err;
  }
}
console.log(inv.report());
console.log("total", inv.total());
console.log(log.join(" | "));
const bySku = Object.fromEntries(events.filter((e): e is Extract<Event, { type: "add" }> => e.type === "add").map(e => [e.sku, e.qty]));
console.log(bySku);
const summary = events.reduce((acc, e) => { acc[e.type] = (acc[e.type] ?? 0) + 1; return acc; }, {} as Partial<Record<Event["type"], number>>);
console.log(summary);
const tuple: [string, number, boolean] = ["x", 1, true];
const [name, , flag] = tuple;
console.log(name, flag, tuple.length);
const matrix = Array.from({ length: 3 }, (_, r) => Array.from({ length: 3 }, (_, c) => r * 3 + c));
console.log(matrix.map(row => row.join(" ")).join("\n"));
console.log(matrix.flat().filter(n => n % 2).reduce((a, b) => a * b, 1));
const words = "one two three four five six".split(" ");
const lengths = new Map(words.map(w => [w, w.length] as const));
console.log([...lengths.entries()].filter(([, l]) => l > 3).map(([w]) => w));
console.log(words.findIndex(w => w.startsWith("f")), words.at(-1), words.slice(-2), words.includes("six"));
