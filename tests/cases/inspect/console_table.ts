interface Row { name: string; age: number; city?: string }
const rows: Row[] = [
  { name: "Alice", age: 30, city: "Paris" },
  { name: "Bob", age: 4 },
  { name: "Carol", age: 123, city: "Berlin" },
];
console.table(rows);
console.table(rows, ["name", "city"]);
console.table([1, 2, 3]);
console.table([["a", 1], ["b", 2]]);
console.table({ x: { a: 1 }, y: { a: 2, b: "q" } });
console.table("hello");
console.table([]);
class Item { constructor(public sku: string, public qty: number, public price: number) {} total(): number { return this.qty * this.price; } }
const items = [new Item("A-1", 2, 9.99), new Item("B-22", 10, 0.5)];
console.table(items);
console.table(items.map((i) => ({ sku: i.sku, total: i.total().toFixed(2) })));
const report: Record<string, { count: number; share: string }> = { apples: { count: 3, share: "30%" }, kiwis: { count: 7, share: "70%" } };
console.table(report);
console.table([{ a: 1, b: { x: 1, y: 2, z: 3 } }, { a: null, c: [1, 2, 3, 4, 5], d: undefined, e: true }, { "10": 1, "2": 2, "名前": "日本" }]);
console.table([{ n: { p: { q: 1 } }, s: "it's" }]);
console.table([1, "two", { three: 3 }]);
console.table([{ a: 1 }, { a: 2 }], ["a", "missing"]);
const grid: number[][] = [[1, 2, 3], [4, 5], [6]];
console.table(grid);
console.table(["x", "y"], []);
