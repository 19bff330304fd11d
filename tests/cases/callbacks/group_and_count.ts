// Grouping and counting with reduce and forEach into arrays of records.
interface Sale {
  region: string;
  product: string;
  units: number;
  price: number;
}
const sales: Sale[] = [
  { region: "north", product: "tea", units: 10, price: 2.5 },
  { region: "south", product: "coffee", units: 4, price: 4 },
  { region: "north", product: "coffee", units: 7, price: 4.25 },
  { region: "east", product: "tea", units: 1, price: 2.5 },
  { region: "south", product: "tea", units: 12, price: 2.25 },
  { region: "north", product: "cocoa", units: 3, price: 3 },
  { region: "east", product: "coffee", units: 9, price: 4 },
];

interface Group {
  key: string;
  items: Sale[];
}
function groupBy(xs: Sale[], key: (s: Sale) => string): Group[] {
  return xs.reduce((acc: Group[], s) => {
    const k = key(s);
    let g = acc.find((x) => x.key === k);
    if (g === undefined) {
      g = { key: k, items: [] };
      acc.push(g);
    }
    g.items.push(s);
    return acc;
  }, []);
}

const byRegion = groupBy(sales, (s) => s.region);
for (const g of byRegion) {
  const revenue = g.items.reduce((t, s) => t + s.units * s.price, 0);
  console.log(g.key.padEnd(6), g.items.length, revenue.toFixed(2), g.items.map((s) => s.product).join("/"));
}
const byProduct = groupBy(sales, (s) => s.product)
  .map((g) => ({ product: g.key, units: g.items.reduce((t, s) => t + s.units, 0) }))
  .sort((a, b) => b.units - a.units);
console.log(byProduct);

// Counting with forEach into parallel arrays.
const text = "it was the best of times it was the worst of times";
const ws: string[] = [];
const cs: number[] = [];
text.split(" ").forEach((w) => {
  const i = ws.indexOf(w);
  if (i < 0) {
    ws.push(w);
    cs.push(1);
  } else cs[i]++;
});
const pairs = ws.map((w, i) => ({ w, n: cs[i] })).filter((p) => p.n > 1);
console.log(pairs.map((p) => `${p.w}:${p.n}`).join(" "));

// Partition into two arrays.
const init: { big: number[]; small: number[] } = { big: [], small: [] };
const parts = sales.reduce((acc, s) => {
  (s.units >= 5 ? acc.big : acc.small).push(s.units);
  return acc;
}, init);
console.log(parts);
