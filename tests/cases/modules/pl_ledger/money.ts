// Money as integer cents, with parsing and formatting.
export type Cents = number;

export const enum Currency {
  EUR = "EUR",
  USD = "USD",
}

export function cents(amount: string): Cents {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new RangeError(`not an amount: "${amount}"`);
  const whole = parseInt(m[2], 10);
  const frac = m[3] ? parseInt(m[3].padEnd(2, "0"), 10) : 0;
  const v = whole * 100 + frac;
  return m[1] ? -v : v;
}

export function format(c: Cents, cur: Currency = Currency.EUR): string {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")} ${cur}`;
}

export function percentOf(c: Cents, pct: number): Cents {
  return Math.round((c * pct) / 100);
}

export default format;
