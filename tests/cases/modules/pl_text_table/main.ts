// A sales report rendered through a text-table module, three border styles.
import { Table, Border, num, type Column } from "./fmt";
import { loadSales, type Sale } from "./data";

const sales = loadSales();

const columns: Column<Sale>[] = [
  { header: "Region", get: (s) => s.region },
  { header: "Rep", get: (s) => s.rep, maxWidth: 3 },
  { header: "Q", get: (s) => `Q${s.quarter}`, align: "center" },
  { header: "Units", get: (s) => s.units, align: "right", format: num.compact },
  { header: "Revenue", get: (s) => s.revenue, align: "right", format: num.money },
  { header: "vs target", get: (s) => (s.target === null ? null : s.revenue / s.target - 1), align: "right", format: num.percent },
];

const totalRevenue = sales.reduce((t, s) => t + s.revenue, 0);
const totalUnits = sales.reduce((t, s) => t + s.units, 0);
const detail = new Table(columns, { footer: ["total", "", "", num.compact(totalUnits), num.money(totalRevenue)], nullText: "-" });
detail.add(...sales);
console.log(detail.render());

interface RegionRow {
  region: string;
  reps: Set<string>;
  revenue: number;
  share: number;
}
const byRegion = new Map<string, RegionRow>();
for (const s of sales) {
  let r = byRegion.get(s.region);
  if (!r) byRegion.set(s.region, (r = { region: s.region, reps: new Set(), revenue: 0, share: 0 }));
  r.reps.add(s.rep);
  r.revenue += s.revenue;
}
const regions = [...byRegion.values()].sort((a, b) => b.revenue - a.revenue);
for (const r of regions) r.share = r.revenue / totalRevenue;

const summary = new Table<RegionRow>(
  [
    { header: "Region", get: (r) => r.region.toUpperCase() },
    { header: "Reps", get: (r) => [...r.reps].sort().join(", ") },
    { header: "Revenue", get: (r) => r.revenue, align: "right", format: num.money },
    { header: "Share", get: (r) => r.share, align: "right", format: num.percent },
  ],
  { border: Border.Markdown },
);
console.log();
console.log(summary.add(...regions).render());

const quarters = new Table<[string, number[]]>(
  [
    { header: "quarter", get: ([q]) => q },
    { header: "deals", get: ([, v]) => v.length, align: "right" },
    { header: "best", get: ([, v]) => (v.length ? Math.max(...v) : null), align: "right", format: num.compact },
  ],
  { border: Border.None, nullText: "n/a" },
);
for (const q of [1, 2, 3, 4, 5]) {
  quarters.add([`Q${q}`, sales.filter((s) => s.quarter === q).map((s) => s.revenue)]);
}
console.log();
console.log(quarters.render());
console.log(`\n${Border[Border.Markdown]} ${Object.keys(Border).length} ${num.compact(-2500)} ${num.compact(999)}`);
