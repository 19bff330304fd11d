// ReadonlyMap and ReadonlySet parameters and fields accept Maps and Sets.
interface Catalog {
  readonly prices: ReadonlyMap<string, number>;
  readonly featured: ReadonlySet<string>;
}

function total(m: ReadonlyMap<string, number>, items: string[]): number {
  let t = 0;
  for (const it of items) t += m.get(it) ?? 0;
  return t;
}

function describe(c: Catalog): string {
  const parts: string[] = [];
  c.prices.forEach((p, name) => {
    parts.push(`${name}${c.featured.has(name) ? "*" : ""}=${p}`);
  });
  return parts.join(" ");
}

const prices = new Map<string, number>([["apple", 3], ["pear", 4], ["fig", 7]]);
const featured = new Set(["fig"]);
const cat: Catalog = { prices, featured };
console.log(total(prices, ["apple", "fig", "kiwi"]), describe(cat));
prices.set("kiwi", 2);
featured.add("kiwi");
console.log(total(cat.prices, ["kiwi"]), describe(cat), cat.prices.size);
const snapshot = new Map(cat.prices);
snapshot.delete("apple");
console.log(snapshot, cat.prices.has("apple"), [...cat.featured]);
for (const [name, p] of cat.prices) if (p > 3) console.log(name);
console.log(cat);
