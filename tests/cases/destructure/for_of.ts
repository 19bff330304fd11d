// Patterns in for-of heads.
const inventory: [string, number][] = [
  ["apples", 12],
  ["pears", 0],
  ["plums", 7],
];
for (const [fruit, qty] of inventory) {
  if (qty === 0) continue;
  console.log(`${fruit}: ${qty}`);
}

const stock = new Map<string, { price: number; qty: number }>();
stock.set("bolt", { price: 0.25, qty: 400 });
stock.set("nut", { price: 0.1, qty: 1000 });
let value = 0;
for (const [item, { price, qty }] of stock) {
  console.log(item, price * qty);
  value += price * qty;
}
console.log(value);

for (const [key, entry] of stock.entries()) console.log(key, entry.qty);

interface Point {
  x: number;
  y: number;
}
const path: Point[] = [
  { x: 0, y: 0 },
  { x: 3, y: 4 },
  { x: 6, y: 8 },
];
let length = 0;
let prev: Point | undefined;
for (const { x, y } of path) {
  if (prev) length += Math.hypot(x - prev.x, y - prev.y);
  prev = { x, y };
}
console.log(length);

// Each iteration has its own bindings (closures see their own values).
const thunks: (() => string)[] = [];
for (const [fruit, qty] of inventory) thunks.push(() => `${fruit}/${qty}`);
console.log(thunks.map((t) => t()));

// let bindings may be changed inside the body.
for (let [name, n] of inventory) {
  n *= 2;
  name = name.toUpperCase();
  console.log(name, n);
}

const sets = new Set<[number, number]>([
  [1, 2],
  [3, 4],
]);
for (const [a, b] of sets) console.log(a + b);
