// Immutable amounts of money in integer minor units.
import { type Currency, Rounding, roundMinor, lookup } from "./currency";
import { ok, err, type Result } from "./result";

export class MoneyError extends Error {
  constructor(message: string, readonly code: "mismatch" | "parse" | "rate" | "split") {
    super(message);
    this.name = "MoneyError";
  }
}

export class Money {
  private constructor(readonly minor: number, readonly currency: Currency) {}

  static of(amount: number, currency: Currency, rule: Rounding = Rounding.HalfEven): Money {
    return new Money(roundMinor(amount * 10 ** currency.digits, rule), currency);
  }
  static minor(minor: number, currency: Currency): Money {
    if (!Number.isSafeInteger(minor)) throw new MoneyError(`not a whole number of minor units: ${minor}`, "parse");
    return new Money(minor, currency);
  }
  static parse(s: string): Result<Money, MoneyError> {
    const m = /^\s*([A-Za-z]{3})\s+(-?)(\d+)(?:\.(\d+))?\s*$/.exec(s);
    if (!m) return err(new MoneyError(`cannot parse '${s}'`, "parse"));
    const cur = lookup(m[1]);
    if (!cur) return err(new MoneyError(`unknown currency ${m[1]}`, "parse"));
    const frac = m[4] ?? "";
    if (frac.length > cur.digits) return err(new MoneyError(`${cur.code} has ${cur.digits} decimals: '${s}'`, "parse"));
    const minor = Number(m[3]) * 10 ** cur.digits + Number(frac.padEnd(cur.digits, "0") || "0");
    return ok(new Money(m[2] ? -minor : minor, cur));
  }

  private same(o: Money): void {
    if (o.currency !== this.currency) throw new MoneyError(`${this.currency.code} and ${o.currency.code} do not mix`, "mismatch");
  }
  plus(o: Money): Money {
    this.same(o);
    return new Money(this.minor + o.minor, this.currency);
  }
  minus(o: Money): Money {
    this.same(o);
    return new Money(this.minor - o.minor, this.currency);
  }
  times(f: number, rule: Rounding = Rounding.HalfEven): Money {
    return new Money(roundMinor(this.minor * f, rule), this.currency);
  }
  /** Splits into parts proportional to weights; the remainder goes to the first parts. */
  allocate(weights: number[]): Money[] {
    const total = weights.reduce((a, b) => a + b, 0);
    if (total <= 0 || weights.some((w) => w < 0)) throw new MoneyError(`bad weights ${weights.join(":")}`, "split");
    const parts = weights.map((w) => Math.floor((this.minor * w) / total));
    let rest = this.minor - parts.reduce((a, b) => a + b, 0);
    for (let i = 0; rest > 0; i = (i + 1) % parts.length, rest--) parts[i]++;
    return parts.map((p) => new Money(p, this.currency));
  }
  cash(): Money {
    const step = this.currency.cashStep ?? 1;
    return new Money(roundMinor(this.minor / step, Rounding.HalfUp) * step, this.currency);
  }
  compare(o: Money): -1 | 0 | 1 {
    this.same(o);
    return this.minor < o.minor ? -1 : this.minor > o.minor ? 1 : 0;
  }
  get isZero(): boolean {
    return this.minor === 0;
  }
  toString(): string {
    const d = this.currency.digits;
    const abs = Math.abs(this.minor);
    const whole = Math.floor(abs / 10 ** d).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    const frac = d ? "." + String(abs % 10 ** d).padStart(d, "0") : "";
    return `${this.minor < 0 ? "-" : ""}${this.currency.symbol}${whole}${frac}`;
  }
}
