// Invoices from JSON: classes with getters and inheritance, discounts, tax rounding, number formatting and a text layout.
interface LineJson { sku: string; desc: string; qty: number; unit: number; taxable?: boolean }
interface InvoiceJson { number: string; issued: string; customer: { name: string; country: string }; lines: LineJson[]; discount?: { kind: "pct" | "fixed"; value: number } }

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

abstract class Adjustment {
  abstract apply(subtotal: number): number;
  abstract describe(): string;
  static from(d: InvoiceJson["discount"]): Adjustment | null {
    if (!d) return null;
    return d.kind === "pct" ? new PercentOff(d.value) : new FixedOff(d.value);
  }
}
class PercentOff extends Adjustment {
  constructor(private pct: number) { super(); }
  apply(subtotal: number): number { return round2(subtotal * this.pct / 100); }
  describe(): string { return `${this.pct}% off`; }
}
class FixedOff extends Adjustment {
  constructor(private amount: number) { super(); }
  apply(subtotal: number): number { return Math.min(this.amount, subtotal); }
  describe(): string { return `${usd.format(this.amount)} off`; }
}

class Line {
  constructor(readonly sku: string, readonly desc: string, readonly qty: number, readonly unit: number, readonly taxable: boolean) {}
  get total(): number { return round2(this.qty * this.unit); }
}

class Invoice {
  static readonly TAX: Record<string, number> = { US: 0.0725, DE: 0.19, GB: 0.2 };
  private static count = 0;
  readonly lines: Line[];
  readonly adjustment: Adjustment | null;
  constructor(private data: InvoiceJson) {
    Invoice.count++;
    this.lines = data.lines.map((l) => new Line(l.sku, l.desc, l.qty, l.unit, l.taxable ?? true));
    this.adjustment = Adjustment.from(data.discount);
  }
  static get created(): number { return Invoice.count; }
  get subtotal(): number { return round2(this.lines.reduce((s, l) => s + l.total, 0)); }
  get discount(): number { return this.adjustment ? this.adjustment.apply(this.subtotal) : 0; }
  get tax(): number {
    const rate = Invoice.TAX[this.data.customer.country] ?? 0;
    const taxable = this.lines.filter((l) => l.taxable).reduce((s, l) => s + l.total, 0);
    const share = this.subtotal === 0 ? 0 : taxable / this.subtotal;
    return round2((this.subtotal - this.discount) * share * rate);
  }
  get total(): number { return round2(this.subtotal - this.discount + this.tax); }
  render(): string {
    const w = 44;
    const out: string[] = [];
    out.push(`INVOICE ${this.data.number}`.padEnd(w - 10) + this.data.issued.split("-").reverse().join("/"));
    out.push(`Bill to: ${this.data.customer.name} (${this.data.customer.country})`);
    out.push("=".repeat(w));
    for (const l of this.lines) {
      const left = `${l.qty} x ${l.desc}${l.taxable ? "" : " *"}`;
      out.push(left.slice(0, w - 12).padEnd(w - 12) + usd.format(l.total).padStart(12));
    }
    out.push("-".repeat(w));
    const row = (label: string, v: number) => out.push(label.padStart(w - 12) + usd.format(v).padStart(12));
    row("Subtotal", this.subtotal);
    if (this.adjustment) row(`Discount (${this.adjustment.describe()})`, -this.discount);
    row(`Tax ${((Invoice.TAX[this.data.customer.country] ?? 0) * 100).toFixed(2)}%`, this.tax);
    row("TOTAL", this.total);
    return out.join("\n");
  }
  toJSON(): object { return { number: this.data.number, total: this.total, items: this.lines.length }; }
}

const raw = `[
 {"number":"2024-0001","issued":"2024-04-02","customer":{"name":"Ada Ltd","country":"GB"},
  "lines":[{"sku":"K1","desc":"Keyboard, mechanical","qty":2,"unit":89.5},{"sku":"S9","desc":"Support plan (yearly)","qty":1,"unit":240,"taxable":false}],
  "discount":{"kind":"pct","value":10}},
 {"number":"2024-0002","issued":"2024-04-15","customer":{"name":"Grace GmbH","country":"DE"},
  "lines":[{"sku":"M2","desc":"Mouse","qty":3,"unit":19.99},{"sku":"C5","desc":"USB-C cable 2m","qty":10,"unit":4.333}],
  "discount":{"kind":"fixed","value":5}},
 {"number":"2024-0003","issued":"2024-05-01","customer":{"name":"Linus Inc","country":"FI"},"lines":[]}
]`;
const invoices = (JSON.parse(raw) as InvoiceJson[]).map((d) => new Invoice(d));
for (const inv of invoices) console.log(inv.render() + "\n");
console.log(`created: ${Invoice.created}`);
console.log(JSON.stringify(invoices));
const bySku = new Map<string, number>();
invoices.flatMap((i) => i.lines).forEach((l) => bySku.set(l.sku, (bySku.get(l.sku) ?? 0) + l.qty));
console.log([...bySku].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(", "));
const grand = invoices.reduce((s, i) => s + i.total, 0);
console.log(`grand total ${grand.toFixed(2)} (${usd.format(grand)}), avg ${(grand / invoices.length).toFixed(3)}`);
console.log(invoices.map((i) => i.total.toLocaleString("en-US", { minimumFractionDigits: 2 })).join(" | "), (0.1 * 3).toFixed(20));
