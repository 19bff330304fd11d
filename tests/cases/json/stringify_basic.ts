interface Item { sku: string; qty: number; price: number; note?: string }
interface Order { id: number; items: Item[]; tags: string[]; active: boolean; meta: { created: string; rating: number | null } }
const order: Order = {
  id: 7,
  items: [{ sku: "A-1", qty: 2, price: 9.99 }, { sku: "B-2", qty: 1, price: 0.1 + 0.2, note: "fragile" }],
  tags: ["x", "y"],
  active: false,
  meta: { created: "2024-01-01", rating: null },
};
console.log(JSON.stringify(order));
console.log(JSON.stringify(order, null, 2));
console.log(JSON.stringify(order.items, null, "--"));
console.log(JSON.stringify(order, ["id", "tags", "active"]));
console.log(JSON.stringify([]), JSON.stringify({}), JSON.stringify([[]], null, 2), JSON.stringify({ a: {} }, null, 1));
console.log(JSON.stringify(1.5), JSON.stringify(-0), JSON.stringify(NaN), JSON.stringify(Infinity), JSON.stringify(1e21));
console.log(JSON.stringify("plain"), JSON.stringify(true), JSON.stringify(null));
console.log(JSON.stringify("quote \" backslash \\ newline \n tab \t bell \u0007 del \u007f"));
console.log(JSON.stringify("emoji 😀 and lone \ud800 surrogate, é, 中文"));
console.log(JSON.stringify([1, "two", null, true, [3, [4]]], null, 12));
console.log(JSON.stringify({ nested: { deeper: { deepest: [1, 2, 3] } } }, null, "\t"));
