// args: --currency EUR --tax 0.2 --discount=SPRING10 --format table
// Invoice calculator CLI: parses process.argv flags, Intl number/currency formatting, rounding, abstract classes.
type Flags = { currency: string; tax: number; discount?: string; format: 'table' | 'json' | 'csv' };

function parseArgs(argv: readonly string[]): Flags {
  const flags: { currency?: string; tax?: number; discount?: string; format?: Flags['format'] } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`unexpected argument: ${arg}`);
    let [key, value] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (value === undefined) value = argv[++i];
    if (value === undefined) throw new Error(`missing value for --${key}`);
    switch (key) {
      case 'tax': {
        const n = Number.parseFloat(value);
        if (!(n >= 0 && n < 1)) throw new RangeError(`tax must be in [0, 1): ${value}`);
        flags.tax = n;
        break;
      }
      case 'format':
        if (value !== 'table' && value !== 'json' && value !== 'csv') throw new Error(`bad format ${value}`);
        flags.format = value;
        break;
      case 'currency':
      case 'discount':
        flags[key] = value;
        break;
      default:
        throw new Error(`unknown flag --${key}`);
    }
  }
  return { currency: String(flags.currency ?? 'USD'), tax: flags.tax ?? 0, discount: flags.discount, format: flags.format ?? 'table' };
}

abstract class LineItem {
  constructor(readonly description: string, readonly quantity: number) {}
  abstract unitPrice(): number;
  get kind(): string { return this.constructor.name.replace(/Item$/, '').toLowerCase(); }
  total(): number { return round2(this.unitPrice() * this.quantity); }
  toString(): string { return `${this.quantity} x ${this.description}`; }
}

class ProductItem extends LineItem {
  constructor(description: string, quantity: number, private price: number) { super(description, quantity); }
  unitPrice(): number { return this.price; }
}

class ServiceItem extends LineItem {
  constructor(description: string, private hours: number, private rate: number) { super(description, 1); }
  unitPrice(): number { return this.hours * this.rate; }
  override toString(): string { return `${this.description} (${this.hours}h @ ${this.rate})`; }
}

class SubscriptionItem extends LineItem {
  static readonly MONTHLY = 12.5;
  constructor(description: string, months: number) { super(description, months); }
  unitPrice(): number { return SubscriptionItem.MONTHLY * (this.quantity >= 12 ? 0.85 : 1); }
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const DISCOUNTS: Readonly<Record<string, { pct: number; min: number }>> = {
  SPRING10: { pct: 0.1, min: 100 },
  BIG25: { pct: 0.25, min: 5000 },
};

function main(): number {
  let flags: Flags;
  try {
    flags = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`error: ${(e as Error).message}`);
    return 2;
  }
  const money = {
    format: (n: number): string =>
      flags.currency === 'EUR'
        ? new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(n)
        : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n),
  };
  const items: LineItem[] = [
    new ProductItem('Widget', 3, 19.99),
    new ProductItem('Gadget, large', 1, 249.5),
    new ServiceItem('Installation', 2.5, 80),
    new SubscriptionItem('Support plan', 12),
    new ProductItem('Cable', 10, 0.333),
  ];
  const subtotal = round2(items.reduce((s, it) => s + it.total(), 0));
  const disc = flags.discount ? DISCOUNTS[flags.discount] : undefined;
  const discount = disc && subtotal >= disc.min ? round2(subtotal * disc.pct) : 0;
  const taxable = subtotal - discount;
  const tax = round2(taxable * flags.tax);
  const total = round2(taxable + tax);

  if (flags.format === 'json') {
    console.log(JSON.stringify({ items: items.map((i) => ({ kind: i.kind, line: `${i}`, total: i.total() })), subtotal, discount, tax, total }, null, 2));
    return 0;
  }
  const rows = items.map((it) => [it.kind, String(it), money.format(it.unitPrice()), money.format(it.total())]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => (c >= 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  '));
  const w = widths.reduce((a, b) => a + b + 2, -2);
  const line = (label: string, v: number) => console.log(label.padEnd(w - 14) + money.format(v).padStart(14));
  console.log('-'.repeat(w));
  line('Subtotal', subtotal);
  if (discount) line(`Discount ${flags.discount} (${(disc!.pct * 100).toFixed(0)}%)`, -discount);
  line(`Tax ${(flags.tax * 100).toFixed(1)}%`, tax);
  line('TOTAL', total);
  console.log(`${items.length} items; ${new Intl.NumberFormat('en-US').format(1234567.891)}; ${(0.1 + 0.2).toFixed(2)}; ${(1.005).toFixed(2)}; ${round2(1.005)}`);
  console.log(items.map((i) => i.kind), items[0] instanceof LineItem, items[1] instanceof ServiceItem);
  return 0;
}

process.exitCode = main();
