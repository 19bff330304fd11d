// Readonly<Record<K, V>> and Readonly<{ [k: string]: V }>: a dictionary read like any other.
const PRECEDENCE: Readonly<Record<string, number>> = { "+": 1, "-": 1, "*": 2, "/": 2, "^": 3 };
type Prices = Readonly<{ [sku: string]: number }>;

function prec(op: string): number {
  return op in PRECEDENCE ? PRECEDENCE[op] : 0;
}

function total(p: Prices, items: readonly string[]): number {
  let t = 0;
  for (const it of items) t += p[it] ?? 0;
  return t;
}

console.log(["+", "*", "^", "%"].map(prec).join(" "));
console.log(Object.keys(PRECEDENCE).join(""), Object.entries(PRECEDENCE).length);
const prices: Prices = { apple: 0.5, pear: 0.75 };
console.log(total(prices, ["apple", "pear", "plum", "apple"]));
