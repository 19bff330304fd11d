// Shopping cart pricing rules with discriminated unions, Records and generics
const CURRENCIES = { USD: "$", EUR: "€", GBP: "£" } as const;
type Currency = keyof typeof CURRENCIES;

type Rule =
  | { type: "percent"; pct: number; minTotal?: number }
  | { type: "bogo"; sku: string }
  | { type: "fixed"; off: number; code: `PROMO-${string}` }
  | { type: "bundle"; skus: readonly [string, string]; price: number };

interface Line {
  sku: string;
  unit: number;
  qty: number;
}

type Applied = { rule: Rule["type"]; saved: number };

function money(n: number, cur: Currency = "USD"): string {
  const sign = n < 0 ? "-" : "";
  return `${sign}${CURRENCIES[cur]}${Math.abs(n).toFixed(2)}`;
}

function subtotal(lines: readonly Line[]): number {
  return lines.reduce((s, l) => s + l.unit * l.qty, 0);
}

function applyRule(rule: Rule, lines: readonly Line[], running: number): number {
  switch (rule.type) {
    case "percent":
      return running >= (rule.minTotal ?? 0) ? (running * rule.pct) / 100 : 0;
    case "bogo": {
      const line = lines.find((l) => l.sku === rule.sku);
      return line ? Math.floor(line.qty / 2) * line.unit : 0;
    }
    case "fixed":
      return Math.min(rule.off, running);
    case "bundle": {
      const [a, b] = rule.skus;
      const la = lines.find((l) => l.sku === a), lb = lines.find((l) => l.sku === b);
      if (!la || !lb) return 0;
      const n = Math.min(la.qty, lb.qty);
      return Math.max(0, n * (la.unit + lb.unit - rule.price));
    }
  }
}

function checkout(lines: readonly Line[], rules: readonly Rule[]): { total: number; applied: Applied[] } {
  let running = subtotal(lines);
  const applied: Applied[] = [];
  const order: Record<Rule["type"], number> = { bundle: 0, bogo: 1, fixed: 2, percent: 3 };
  for (const rule of [...rules].sort((x, y) => order[x.type] - order[y.type])) {
    const saved = Math.round(applyRule(rule, lines, running) * 100) / 100;
    if (saved > 0) {
      running -= saved;
      applied.push({ rule: rule.type, saved });
    }
  }
  return { total: Math.round(running * 100) / 100, applied };
}

function groupTotals<T extends { sku: string }>(items: T[], value: (t: T) => number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const it of items) out[it.sku[0]] = (out[it.sku[0]] ?? 0) + value(it);
  return out;
}

const cart: Line[] = [
  { sku: "TEA", unit: 4.5, qty: 5 },
  { sku: "MUG", unit: 12, qty: 2 },
  { sku: "CAKE", unit: 3.25, qty: 1 },
];

const rules: Rule[] = [
  { type: "percent", pct: 10, minTotal: 30 },
  { type: "bogo", sku: "TEA" },
  { type: "fixed", off: 5, code: "PROMO-SPRING" },
  { type: "bundle", skus: ["MUG", "CAKE"], price: 13 },
];

console.log("subtotal", money(subtotal(cart)));
const result = checkout(cart, rules);
for (const a of result.applied) console.log(`  ${a.rule.padEnd(8)} -${money(a.saved)}`);
console.log("total", money(result.total), money(result.total, "EUR"), money(-3.5, "GBP"));
console.log(checkout(cart.slice(2), rules));
console.log(groupTotals(cart, (l) => l.qty), Object.keys(CURRENCIES).join("/"));

const described = rules.map((r) => {
  if ("code" in r) return `code ${r.code}`;
  if ("skus" in r) return `bundle ${r.skus.join("+")}`;
  return r.type === "percent" ? `${r.pct}% over ${r.minTotal ?? 0}` : `bogo ${r.sku}`;
});
console.log(described);
