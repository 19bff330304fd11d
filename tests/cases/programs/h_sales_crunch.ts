// Data crunching in a functional style: grouping by hand, Set algebra, Date
// arithmetic in UTC, histograms, JSON with a replacer, console.table.

type Region = "north" | "south" | "east" | "west";
interface Sale { id: string; region: Region; rep: string; sku: string; qty: number; unit: number; at: Date }

const DAY = 86_400_000;
const epoch = Date.UTC(2026, 0, 5); // a Monday
const reps = ["ana", "bo", "cy", "dee", "eli"] as const;
const skus = ["A-100", "A-200", "B-10", "C-7"];
const regions: Region[] = ["north", "south", "east", "west"];

// A deterministic pseudo-random stream (LCG), curried by seed.
const lcg = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const rnd = lcg(42);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

const sales: Sale[] = Array.from({ length: 60 }, (_, i) => ({
  id: `S${String(i + 1).padStart(3, "0")}`,
  region: pick(regions),
  rep: pick(reps),
  sku: pick(skus),
  qty: 1 + Math.floor(rnd() * 9),
  unit: [4.5, 12, 19.99, 250][Math.floor(rnd() * 4)],
  at: new Date(epoch + Math.floor(rnd() * 28) * DAY + Math.floor(rnd() * 24) * 3_600_000),
}));

const groupBy = <T, K extends PropertyKey>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> =>
  xs.reduce((acc, x) => {
    const k = key(x);
    (acc[k] ??= []).push(x);
    return acc;
  }, {} as Record<K, T[]>);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const revenue = (s: Sale) => s.qty * s.unit;
const money = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });
const round2 = (n: number) => Math.round(n * 100) / 100;

// --- by region, sorted by revenue descending then name
const byRegion = groupBy(sales, (s) => s.region);
const regionRows = Object.entries(byRegion)
  .map(([region, rows]) => ({ region, orders: rows.length, units: sum(rows.map((r) => r.qty)), revenue: round2(sum(rows.map(revenue))) }))
  .sort((a, b) => b.revenue - a.revenue || a.region.localeCompare(b.region));
console.table(regionRows);

// --- weekly buckets (ISO-ish week starting Monday, UTC)
const weekOf = (d: Date) => {
  const dayIdx = (d.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - dayIdx));
  return monday.toISOString().slice(0, 10);
};
const weekly = groupBy(sales, (s) => weekOf(s.at));
const weeks = Object.keys(weekly).sort();
const maxRev = Math.max(...weeks.map((w) => sum(weekly[w].map(revenue))));
for (const w of weeks) {
  const r = sum(weekly[w].map(revenue));
  const bar = "#".repeat(Math.round((r / maxRev) * 30));
  console.log(`${w} ${money(r).padStart(11)} ${bar}`);
}

// --- Set algebra over reps per sku
const repsFor = (sku: string) => new Set(sales.filter((s) => s.sku === sku).map((s) => s.rep));
const union = <T,>(a: Set<T>, b: Set<T>) => new Set([...a, ...b]);
const inter = <T,>(a: Set<T>, b: Set<T>) => new Set([...a].filter((x) => b.has(x)));
const diff = <T,>(a: Set<T>, b: Set<T>) => new Set([...a].filter((x) => !b.has(x)));
const [a1, b1] = [repsFor("A-100"), repsFor("B-10")];
const fmtSet = (s: Set<string>) => `{${[...s].sort().join(",")}}`;
console.log("A-100", fmtSet(a1), "B-10", fmtSet(b1));
console.log("union", fmtSet(union(a1, b1)), "inter", fmtSet(inter(a1, b1)), "diff", fmtSet(diff(a1, b1)));
const everyone = new Set<string>(reps);
console.log("reps who never sold C-7:", fmtSet(diff(everyone, repsFor("C-7"))));

// --- date arithmetic: gaps between a rep's consecutive sales, days until month end
const gaps = (rep: string) => {
  const times = sales.filter((s) => s.rep === rep).map((s) => s.at.getTime()).sort((x, y) => x - y);
  return times.slice(1).map((t, i) => Math.round((t - times[i]) / DAY));
};
for (const rep of reps) {
  const g = gaps(rep);
  const longest = g.length ? Math.max(...g) : 0;
  console.log(`${rep.padEnd(4, ".")} sales=${String(g.length + 1).padStart(2)} longest gap=${longest}d mean=${g.length ? (sum(g) / g.length).toFixed(1) : "-"}`);
}
const last = sales.reduce((m, s) => (s.at > m ? s.at : m), sales[0].at);
const monthEnd = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0));
console.log("last sale", last.toISOString(), "month ends", monthEnd.toUTCString(), "days left", Math.ceil((monthEnd.getTime() - last.getTime()) / DAY));

// --- histogram of order sizes
const hist = new Map<number, number>();
for (const { qty } of sales) hist.set(qty, (hist.get(qty) ?? 0) + 1);
[...hist.keys()].sort((x, y) => x - y).forEach((q) => console.log(`${q} | ${"*".repeat(hist.get(q)!)} ${hist.get(q)}`));

// --- JSON with a replacer and indentation
const top3 = [...sales].sort((x, y) => revenue(y) - revenue(x) || x.id.localeCompare(y.id)).slice(0, 3);
const json = JSON.stringify(
  { generated: new Date(epoch), top: top3, totals: { revenue: round2(sum(sales.map(revenue))), skus: new Set(skus).size } },
  (key, value) => {
    if (key === "unit") return undefined;
    if (key === "at") return String(value).slice(0, 10);
    if (typeof value === "number" && !Number.isInteger(value)) return Number(value.toFixed(1));
    return value;
  },
  2,
);
console.log(json);
const back = JSON.parse(json) as { top: { id: string; qty: number }[]; totals: { revenue: number } };
console.log(back.top.map(({ id, qty }) => `${id}x${qty}`).join(" "), back.totals.revenue);
console.table(top3.map(({ id, rep, sku, qty }) => ({ id, rep, sku, qty })), ["id", "qty"]);
