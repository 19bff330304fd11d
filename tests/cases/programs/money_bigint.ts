// A money library on bigint minor units: parsing, formatting, allocation
// without losing cents, currency-safe arithmetic, and an invoice.
type Currency = "EUR" | "USD" | "JPY";

const DIGITS: Record<Currency, number> = { EUR: 2, USD: 2, JPY: 0 };
const SYMBOL: Record<Currency, string> = { EUR: "€", USD: "$", JPY: "¥" };

class MoneyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MoneyError";
  }
}

class Money {
  private constructor(readonly minor: bigint, readonly currency: Currency) {}

  static of(minor: bigint, currency: Currency): Money {
    return new Money(minor, currency);
  }

  static parse(text: string, currency: Currency): Money {
    const m = /^(-)?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?$/.exec(text.trim());
    if (!m) throw new MoneyError(`cannot parse '${text}' as ${currency}`);
    const digits = DIGITS[currency];
    const frac = m[3] ?? "";
    if (frac.length > digits) throw new MoneyError(`'${text}' has more than ${digits} decimals for ${currency}`);
    const units = BigInt(m[2].replace(/,/g, "")) * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, "0") || "0");
    return new Money(m[1] ? -units : units, currency);
  }

  private same(other: Money): void {
    if (other.currency !== this.currency) throw new MoneyError(`currency mismatch: ${this.currency} vs ${other.currency}`);
  }

  plus(o: Money): Money {
    this.same(o);
    return new Money(this.minor + o.minor, this.currency);
  }

  minus(o: Money): Money {
    this.same(o);
    return new Money(this.minor - o.minor, this.currency);
  }

  /** Multiplies by a decimal rate given as a string ("0.19"), rounding half away from zero. */
  times(rate: string): Money {
    const [i, f = ""] = rate.split(".");
    const scale = 10n ** BigInt(f.length);
    const r = BigInt(i + f);
    const prod = this.minor * r;
    const half = scale / 2n;
    const q = prod >= 0n ? (prod + half) / scale : -((-prod + half) / scale);
    return new Money(q, this.currency);
  }

  /** Splits into parts proportional to ratios; leftover minor units go to the first parts. */
  allocate(ratios: readonly number[]): Money[] {
    const total = ratios.reduce((a, b) => a + b, 0);
    if (total <= 0) throw new MoneyError("ratios must sum to a positive number");
    const parts = ratios.map((r) => (this.minor * BigInt(r)) / BigInt(total));
    let rest = this.minor - parts.reduce((a, b) => a + b, 0n);
    for (let i = 0; rest > 0n; i = (i + 1) % parts.length, rest--) parts[i] += 1n;
    return parts.map((p) => new Money(p, this.currency));
  }

  compare(o: Money): number {
    this.same(o);
    return this.minor < o.minor ? -1 : this.minor > o.minor ? 1 : 0;
  }

  format(): string {
    const digits = DIGITS[this.currency];
    const neg = this.minor < 0n;
    const abs = neg ? -this.minor : this.minor;
    const s = abs.toString().padStart(digits + 1, "0");
    const whole = s.slice(0, s.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    const frac = digits > 0 ? "." + s.slice(s.length - digits) : "";
    return `${neg ? "-" : ""}${SYMBOL[this.currency]}${whole}${frac}`;
  }
}

interface Line {
  readonly item: string;
  readonly qty: number;
  readonly unit: Money;
  readonly discount?: string;
}

function invoice(lines: readonly Line[], taxRate: string, currency: Currency): string {
  const out: string[] = [];
  let net = Money.of(0n, currency);
  for (const l of lines) {
    let amount = l.unit.times(String(l.qty));
    if (l.discount) amount = amount.minus(amount.times(l.discount));
    net = net.plus(amount);
    const disc = l.discount ? ` (-${Number(l.discount) * 100}%)` : "";
    out.push(`${l.item.padEnd(16)}${String(l.qty).padStart(4)} x ${l.unit.format().padStart(10)}${disc.padEnd(8)}${amount.format().padStart(14)}`);
  }
  const tax = net.times(taxRate);
  out.push("-".repeat(56));
  out.push(`${"net".padEnd(42)}${net.format().padStart(14)}`);
  out.push(`${("tax " + taxRate).padEnd(42)}${tax.format().padStart(14)}`);
  out.push(`${"total".padEnd(42)}${net.plus(tax).format().padStart(14)}`);
  return out.join("\n");
}

const eur = (s: string): Money => Money.parse(s, "EUR");
console.log(
  invoice(
    [
      { item: "Widget", qty: 3, unit: eur("19.99") },
      { item: "Gadget (large)", qty: 1, unit: eur("1,249.50"), discount: "0.15" },
      { item: "Cable", qty: 12, unit: eur("0.35") },
      { item: "Support plan", qty: 1, unit: eur("99"), discount: "0.05" },
    ],
    "0.19",
    "EUR",
  ),
);

const pot = eur("100.00");
console.log(pot.allocate([1, 1, 1]).map((m) => m.format()).join(" + "));
console.log(eur("0.05").allocate([3, 7]).map((m) => m.format()).join(" + "));
console.log(Money.parse("1234567", "JPY").allocate([50, 30, 20]).map((m) => m.format()).join(" / "));
const big = Money.parse("92,233,720,368,547,758.07", "USD");
console.log(big.format(), big.plus(Money.parse("0.01", "USD")).format(), big.times("3").format());
console.log(eur("-12.5").format(), eur("10").times("-0.125").format(), eur("0.10").times("0.5").format(), eur("0.01").times("0.5").format());
console.log([eur("3"), eur("-1"), eur("2.5"), eur("2.50")].sort((a, b) => a.compare(b)).map((m) => m.format()).join(" < "));
for (const bad of ["12.345", "abc", "1,23", ""]) {
  try {
    console.log(eur(bad).format());
  } catch (e) {
    console.log(e instanceof MoneyError ? `${e.name}: ${e.message}` : `unexpected ${String(e)}`);
  }
}
try {
  eur("1").plus(Money.parse("1", "USD"));
} catch (e) {
  console.log((e as Error).message);
}
