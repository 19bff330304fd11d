// Text report generator: sales grouped by region and product.
interface Sale {
  region: string;
  rep: string;
  product: string;
  units: number;
  unitPrice: number;
  quarter: 1 | 2 | 3 | 4;
}

type Align = "left" | "right" | "center";

interface Column<T> {
  header: string;
  width?: number;
  align?: Align;
  value: (row: T) => string | number;
  format?: (v: number) => string;
}

const raw = `
North,Ann,Widget,120,2.50,1
North,Ann,Gadget,15,19.99,1
South,Bob,Widget,300,2.45,2
South,Bob,Gizmo,7,149.00,2
East,Cid,Gadget,44,18.75,3
North,Dee,Gizmo,3,155.00,3
East,Cid,Widget,80,2.60,4
South,Eve,Gadget,61,19.50,4
West,Fay,Widget,0,2.50,1
North,Ann,Widget,95,2.55,4
`;

function parse(text: string): Sale[] {
  return text
    .trim()
    .split("\n")
    .map((line) => line.split(",").map((s) => s.trim()))
    .filter((cells) => cells.length === 6)
    .map(([region, rep, product, units, price, q]) => ({
      region,
      rep,
      product,
      units: parseInt(units, 10),
      unitPrice: parseFloat(price),
      quarter: Number(q) as Sale["quarter"],
    }));
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const bucket = out.get(k);
    if (bucket) bucket.push(item);
    else out.set(k, [item]);
  }
  return out;
}

function formatMoney(n: number): string {
  const [int, frac] = Math.abs(n).toFixed(2).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 ? "-" : ""}$${grouped}.${frac}`;
}

function pad(s: string, width: number, align: Align = "left"): string {
  if (s.length > width) return s.slice(0, width - 1) + "…";
  switch (align) {
    case "right":
      return s.padStart(width);
    case "center": {
      const left = Math.floor((width - s.length) / 2);
      return " ".repeat(left) + s + " ".repeat(width - s.length - left);
    }
    default:
      return s.padEnd(width);
  }
}

function table<T>(rows: T[], cols: Column<T>[]): string {
  const cells = rows.map((r) =>
    cols.map((c) => {
      const v = c.value(r);
      return typeof v === "number" ? (c.format ?? String)(v) : v;
    }),
  );
  const widths = cols.map((c, i) => c.width ?? Math.max(c.header.length, ...cells.map((row) => row[i].length)));
  const line = (parts: string[]) => "| " + parts.join(" | ") + " |";
  const sep = "+" + widths.map((w) => "-".repeat(w + 2)).join("+") + "+";
  return [
    sep,
    line(cols.map((c, i) => pad(c.header, widths[i], "center"))),
    sep,
    ...cells.map((row) => line(row.map((cell, i) => pad(cell, widths[i], cols[i].align)))),
    sep,
  ].join("\n");
}

const sales = parse(raw);
const revenue = (s: Sale) => s.units * s.unitPrice;
const total = sales.reduce((sum, s) => sum + revenue(s), 0);

console.log(`Sales report: ${sales.length} rows, total ${formatMoney(total)}`);
console.log();

const byRegion = [...groupBy(sales, (s) => s.region)]
  .map(([region, rows]) => ({
    region,
    reps: new Set(rows.map((r) => r.rep)).size,
    units: rows.reduce((n, r) => n + r.units, 0),
    revenue: rows.reduce((n, r) => n + revenue(r), 0),
  }))
  .sort((a, b) => b.revenue - a.revenue || a.region.localeCompare(b.region));

console.log(
  table(byRegion, [
    { header: "Region", value: (r) => r.region },
    { header: "Reps", align: "right", value: (r) => r.reps },
    { header: "Units", align: "right", value: (r) => r.units, format: (v) => v.toLocaleString("en-US") },
    { header: "Revenue", align: "right", value: (r) => r.revenue, format: formatMoney },
    { header: "Share", align: "right", width: 7, value: (r) => (r.revenue / total) * 100, format: (v) => `${v.toFixed(1)}%` },
  ]),
);

const products = groupBy(sales, (s) => s.product);
const quarters = [1, 2, 3, 4] as const;
type Row = { product: string; q: number[]; total: number };
const matrix: Row[] = [...products.keys()].sort().map((product) => {
  const q = quarters.map((qq) =>
    (products.get(product) ?? []).filter((s) => s.quarter === qq).reduce((n, s) => n + revenue(s), 0),
  );
  return { product, q, total: q.reduce((a, b) => a + b) };
});
console.log();
console.log(
  table(matrix, [
    { header: "Product", width: 8, value: (r) => r.product },
    ...quarters.map((q, i): Column<Row> => ({ header: `Q${q}`, align: "right", value: (r) => r.q[i], format: (v) => (v ? v.toFixed(2) : "-") })),
    { header: "Total", align: "right", value: (r) => r.total, format: formatMoney },
  ]),
);

const best = sales.reduce((a, b) => (revenue(b) > revenue(a) ? b : a));
const idle = sales.filter((s) => s.units === 0).map((s) => `${s.rep} (${s.region})`);
const repTotals = Object.entries(
  sales.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.rep]: (acc[s.rep] ?? 0) + revenue(s) }), {}),
).sort(([, a], [, b]) => b - a);
console.log();
console.log(`Best sale: ${best.rep} sold ${best.units} x ${best.product} = ${formatMoney(revenue(best))}`);
console.log(`Idle: ${idle.length ? idle.join(", ") : "none"}`);
console.log(`Top reps: ${repTotals.slice(0, 3).map(([rep, v], i) => `${i + 1}. ${rep} ${formatMoney(v)}`).join("; ")}`);
console.log(`All above $100: ${repTotals.every(([, v]) => v > 100)}; any above $1,000: ${repTotals.some(([, v]) => v > 1000)}`);
console.log(pad("end", 20, "center") + "|", formatMoney(-1234567.891), formatMoney(0.005), (1e21).toFixed(2), (-0).toFixed(1));
console.log([3, 1, 10, 2].sort(), [3, 1, 10, 2].sort((a, b) => a - b), ["b", "a", "C"].sort(), ["b", "a", "C"].sort((x, y) => x.localeCompare(y)));
