// Monthly sales report: Date arithmetic in UTC, grouping, Intl.NumberFormat,
// toLocaleString, padStart/padEnd tables and percent changes.

interface Sale {
  readonly id: number;
  readonly region: "EMEA" | "AMER" | "APAC";
  readonly rep: string;
  readonly amount: number; // in cents
  readonly at: string; // ISO date
}

const reps = ["Ana", "Bo", "Chen", "Dmitri", "Eve"] as const;
const regions = ["EMEA", "AMER", "APAC"] as const;

// Deterministic pseudo-random data (LCG).
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const rand = lcg(42);
const start = Date.UTC(2024, 0, 1);
const DAY = 24 * 60 * 60 * 1000;
const sales: Sale[] = Array.from({ length: 240 }, (_, i) => {
  const day = Math.floor(rand() * 366);
  return {
    id: 1000 + i,
    region: regions[Math.floor(rand() * regions.length)],
    rep: reps[Math.floor(rand() * reps.length)],
    amount: Math.round(rand() * 500_000) + 999,
    at: new Date(start + day * DAY + Math.floor(rand() * DAY)).toISOString(),
  };
});

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const compact = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const pct = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
const money = (cents: number): string => usd.format(cents / 100);

function monthKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

function quarterOf(d: Date): number {
  return Math.floor(d.getUTCMonth() / 3) + 1;
}

function isoWeek(d: Date): number {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const dayNum = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dayNum);
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
  return Math.ceil(((t.getTime() - yearStart.getTime()) / DAY + 1) / 7);
}

// Group by month.
const byMonth = new Map<string, Sale[]>();
for (const s of [...sales].sort((a, b) => a.at.localeCompare(b.at))) {
  const k = monthKey(s.at);
  const list = byMonth.get(k) ?? [];
  list.push(s);
  byMonth.set(k, list);
}

const header = ["Month", "Count", "Revenue", "Avg", "Change"];
const widths = [8, 6, 14, 12, 8];
const line = (cells: string[]): string =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("-+-"));
let prev: number | undefined;
let grand = 0;
for (const [month, list] of byMonth) {
  const total = list.reduce((a, s) => a + s.amount, 0);
  grand += total;
  const change = prev === undefined ? "" : pct.format((total - prev) / prev);
  console.log(line([month, String(list.length), money(total), money(total / list.length), change]));
  prev = total;
}
console.log(`Grand total: ${money(grand)} over ${sales.length.toLocaleString("en-US")} sales`);

// Per-quarter per-region matrix.
const matrix: Record<string, Record<string, number>> = {};
for (const s of sales) {
  const q = `Q${quarterOf(new Date(s.at))}`;
  matrix[q] ??= {};
  matrix[q][s.region] = (matrix[q][s.region] ?? 0) + s.amount;
}
console.log("\n" + ["", ...regions].map((r) => r.padStart(12)).join(""));
for (const q of Object.keys(matrix).sort()) {
  const row = regions.map((r) => compact.format((matrix[q][r] ?? 0) / 100_000).padStart(11) + "k");
  console.log(q.padStart(12) + row.join(""));
}

// Top reps with share of total.
const repTotals = Object.entries(
  sales.reduce<Record<string, number>>((acc, s) => {
    acc[s.rep] = (acc[s.rep] ?? 0) + s.amount;
    return acc;
  }, {}),
).sort(([, a], [, b]) => b - a);
console.log();
repTotals.forEach(([rep, total], i) => {
  const share = total / grand;
  const bar = "#".repeat(Math.round(share * 50));
  console.log(`${String(i + 1).padStart(2)}. ${rep.padEnd(7)} ${(share * 100).toFixed(2).padStart(6)}% ${bar}`);
});

// Busiest ISO week and weekday histogram.
const weeks = new Map<number, number>();
const weekdays = new Array<number>(7).fill(0);
for (const s of sales) {
  const d = new Date(s.at);
  weeks.set(isoWeek(d), (weeks.get(isoWeek(d)) ?? 0) + 1);
  weekdays[d.getUTCDay()]++;
}
const [bestWeek, bestCount] = [...weeks].reduce((best, cur) => (cur[1] > best[1] ? cur : best));
console.log(`\nBusiest ISO week: W${String(bestWeek).padStart(2, "0")} with ${bestCount} sales`);
const names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
console.log(weekdays.map((n, i) => `${names[i]}:${n}`).join(" "));

// Largest sale and the gap between the first and last sale.
const largest = sales.reduce((a, b) => (b.amount > a.amount ? b : a));
const times = sales.map((s) => Date.parse(s.at));
const spanDays = (Math.max(...times) - Math.min(...times)) / DAY;
console.log(`Largest: #${largest.id} ${largest.rep}/${largest.region} ${money(largest.amount)} on ${largest.at.slice(0, 10)}`);
console.log(`Span: ${spanDays.toFixed(3)} days; first ${new Date(Math.min(...times)).toUTCString()}`);
console.log((1234567.891).toLocaleString("en-US"), (0.5).toLocaleString("en-US", { style: "percent" }), (-42).toFixed(2));
console.log(new Date(Date.UTC(2024, 1, 29) + 365 * DAY).toISOString(), new Date(Date.UTC(2024, 12, 1)).toISOString().slice(0, 10));
