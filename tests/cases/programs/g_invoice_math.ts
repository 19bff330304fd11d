// Invoice arithmetic in integer cents: line items with quantity discounts,
// tax rules per category, banker's rounding vs half-up, currency
// formatting in two locales, number formatting edge cases, and a
// reconciliation of rounding differences.

type Category = "food" | "books" | "electronics" | "services";
interface Line { sku: string; desc: string; qty: number; unitCents: number; cat: Category; discountPct?: number }

const TAX: Record<Category, number> = { food: 0.07, books: 0, electronics: 0.19, services: 0.19 };

const roundHalfUp = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));
function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

interface Priced { line: Line; gross: number; discount: number; net: number; tax: number }

function price(lines: readonly Line[], round: (x: number) => number): Priced[] {
  return lines.map((line) => {
    const gross = line.qty * line.unitCents;
    const tier = line.qty >= 100 ? 0.1 : line.qty >= 10 ? 0.05 : 0;
    const discount = round(gross * Math.max(tier, (line.discountPct ?? 0) / 100));
    const net = gross - discount;
    return { line, gross, discount, net, tax: round(net * TAX[line.cat]) };
  });
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const eur = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const money = (c: number, inEur = false): string => (inEur ? eur.format(c / 100) : usd.format(c / 100));

const lines: Line[] = [
  { sku: "A-1", desc: "Coffee beans 1kg", qty: 12, unitCents: 1899, cat: "food" },
  { sku: "B-7", desc: "TypeScript handbook", qty: 1, unitCents: 3950, cat: "books", discountPct: 15 },
  { sku: "E-3", desc: "USB-C cable", qty: 150, unitCents: 333, cat: "electronics" },
  { sku: "S-9", desc: "Setup service (hours)", qty: 2.5, unitCents: 8000, cat: "services" },
  { sku: "E-4", desc: "Adapter", qty: 3, unitCents: 1005, cat: "electronics", discountPct: 50 },
];

const modes: Array<{ name: string; fn: (x: number) => number }> = [
  { name: "half-up", fn: roundHalfUp },
  { name: "half-even", fn: roundHalfEven },
];
for (const { name, fn } of modes) {
  const priced = price(lines, fn);
  console.log(`== ${name}`);
  for (const p of priced) {
    console.log(
      `${p.line.sku.padEnd(4)} ${p.line.desc.padEnd(22)} ${String(p.line.qty).padStart(5)} x ${money(p.line.unitCents).padStart(8)}` +
        ` ${money(p.gross).padStart(10)} -${money(p.discount).padStart(9)} ${money(p.net).padStart(10)} tax ${money(p.tax).padStart(8)}`,
    );
  }
  const net = priced.reduce((a, p) => a + p.net, 0), tax = priced.reduce((a, p) => a + p.tax, 0);
  const byCat = new Map<Category, number>();
  for (const p of priced) byCat.set(p.line.cat, (byCat.get(p.line.cat) ?? 0) + p.tax);
  console.log(`net ${money(net)} tax ${money(tax)} total ${money(net + tax)} | ${money(net + tax, true)}`);
  console.log("tax by category:", [...byCat].map(([c, t]) => `${c}=${(t / 100).toFixed(2)}`).join(" "));
}

const totalTaxPerLine = price(lines, roundHalfUp).reduce((a, p) => a + p.tax, 0);
const taxOnSum = (Object.keys(TAX) as Category[]).reduce((acc, cat) => {
  const base = price(lines, roundHalfUp).filter((p) => p.line.cat === cat).reduce((a, p) => a + p.net, 0);
  return acc + roundHalfUp(base * TAX[cat]);
}, 0);
console.log(`per-line tax ${totalTaxPerLine} vs per-category ${taxOnSum}: difference ${totalTaxPerLine - taxOnSum} cents`);

const samples = [0.5, 1.5, 2.5, -0.5, -1.5, 1.005 * 100, 2.675 * 100, 1e21, 123.456, 0.000001234];
console.log(samples.map((x) => `${x}:${roundHalfUp(x)}/${roundHalfEven(x)}`).join(" "));
console.log((1.005).toFixed(2), (2.675).toFixed(2), (1.45).toFixed(1), (0.000001234).toPrecision(2), (123.456).toExponential(2), (1e21).toFixed(2));
console.log((1234.5678).toFixed(0), (-1.5).toFixed(0), (0.1 + 0.2).toFixed(20), Number("1e-7").toString(), (255).toString(2), (-255).toString(36));
console.log(Number.parseFloat("3.14abc"), Number("3.14abc"), Number(""), Number(" 42 "), parseInt("08"), parseInt("0x1F"), Number("0b101"));
console.log((12345.6789).toLocaleString("de-DE", { maximumFractionDigits: 2 }), (0.075).toLocaleString("en-US", { style: "percent", minimumFractionDigits: 1 }));
