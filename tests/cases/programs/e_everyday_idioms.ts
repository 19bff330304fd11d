// Assorted everyday idioms
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface Product {
  sku: string;
  name: string;
  price: number;
  tags: string[];
  stock?: { warehouse: string; qty: number }[];
}

const catalog: readonly Product[] = Object.freeze([
  { sku: "A1", name: "Desk", price: 199.99, tags: ["office", "wood"], stock: [{ warehouse: "north", qty: 3 }, { warehouse: "south", qty: 0 }] },
  { sku: "B2", name: "Chair", price: 89.5, tags: ["office"], stock: [{ warehouse: "north", qty: 12 }] },
  { sku: "C3", name: "Lamp", price: 24, tags: ["lighting", "office"] },
  { sku: "D4", name: "Rug", price: 120, tags: [] },
]);

function totalStock(p: Product): number {
  return p.stock?.reduce((n, s) => n + s.qty, 0) ?? 0;
}

type Summary = ReturnType<typeof summarize>;
function summarize(ps: readonly Product[]) {
  const tags = [...new Set(ps.flatMap((p) => p.tags))].sort();
  const priciest = ps.reduce((a, b) => (b.price > a.price ? b : a));
  return { count: ps.length, tags, priciest: priciest.name, inStock: ps.filter((p) => totalStock(p) > 0).map((p) => p.sku) };
}

const s: Summary = summarize(catalog);
console.log(s);
console.log(catalog.at(-1)?.name, catalog.findLast((p) => p.tags.includes("office"))?.sku, catalog.findIndex((p) => p.price < 50));

const pick = <T, K extends keyof T>(obj: T, ...keys: K[]): Pick<T, K> => {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = obj[k];
  return out;
};
console.log(pick(catalog[0], "sku", "price"));

function toJson(p: Product): Json {
  return { sku: p.sku, price: p.price, tags: p.tags, stocked: totalStock(p) > 0, extra: null };
}
console.log(JSON.stringify(catalog.map(toJson)));

function depth(j: Json): number {
  if (Array.isArray(j)) return 1 + Math.max(0, ...j.map(depth));
  if (j !== null && typeof j === "object") return 1 + Math.max(0, ...Object.values(j).map(depth));
  return 0;
}
console.log(depth(catalog.map(toJson)), depth([[[]]]), depth("x"));

const clone = structuredClone({ a: [1, 2, { b: 3 }], d: new Date(0) });
console.log(clone.a, clone.d.toISOString());

const entries = Object.entries({ x: 1, y: 2, z: 3 }).map(([k, v]) => [k.toUpperCase(), v * v] as const);
console.log(Object.fromEntries(entries));

const matrix = Array.from({ length: 3 }, (_, i) => Array.from({ length: 4 }, (_, j) => i * 4 + j));
const transposed = matrix[0].map((_, j) => matrix.map((row) => row[j]));
console.log(transposed.map((r) => r.join(" ")).join(" | "));

outer: for (const row of matrix) {
  for (const v of row) {
    if (v % 5 === 4) {
      console.log("first v%5==4:", v);
      break outer;
    }
  }
}

const fmt = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
console.log(catalog.map((p) => fmt.format(p.price)).join(", "));
console.log((1234567.891).toLocaleString("en-US"), (0.256).toFixed(1), (255).toString(16), Number("0x1f"), parseFloat("3.5kg"));

const memo = new Map<number, bigint>();
function fib(n: number): bigint {
  if (n < 2) return BigInt(n);
  const hit = memo.get(n);
  if (hit !== undefined) return hit;
  const v = fib(n - 1) + fib(n - 2);
  memo.set(n, v);
  return v;
}
console.log(fib(90).toString(), typeof fib(1));


const dates = ["2024-02-29", "2023-12-31", "2024-01-15"].map((d) => new Date(`${d}T00:00:00Z`));
dates.sort((a, b) => a.getTime() - b.getTime());
console.log(dates.map((d) => d.toISOString().slice(0, 10)), dates[2].getUTCDay());
