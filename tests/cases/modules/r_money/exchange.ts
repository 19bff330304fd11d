// Exchange rates, loaded asynchronously, with conversion through a base currency.
import { Money, MoneyError } from "./money";
import { type Currency, Rounding, USD, lookup } from "./currency";
import * as R from "./result";

export class RateTable {
  private rates = new Map<string, number>(); // units of base per unit of code
  loadedFrom: string | null = null;
  constructor(readonly base: Currency = USD) {
    this.rates.set(base.code, 1);
  }
  set(code: string, perBase: number): this {
    if (!(perBase > 0)) throw new MoneyError(`bad rate for ${code}: ${perBase}`, "rate");
    this.rates.set(code, perBase);
    return this;
  }
  rate(from: Currency, to: Currency): R.Result<number, MoneyError> {
    const a = this.rates.get(from.code), b = this.rates.get(to.code);
    if (a === undefined || b === undefined) return R.err(new MoneyError(`no rate ${from.code}->${to.code}`, "rate"));
    return R.ok(b / a);
  }
  convert(m: Money, to: Currency, rule = Rounding.HalfEven): R.Result<Money, MoneyError> {
    return R.map(this.rate(m.currency, to), (r) => Money.of((m.minor / 10 ** m.currency.digits) * r, to, rule));
  }
}

export async function loadRates(feed: () => Promise<string>, base = USD): Promise<RateTable> {
  const text = await feed();
  const t = new RateTable(base);
  for (const line of text.split("\n")) {
    const [code, value] = line.split("=").map((s) => s.trim());
    if (!code) continue;
    if (!lookup(code)) throw new MoneyError(`rate for unknown currency ${code}`, "rate");
    t.set(code, Number(value));
  }
  t.loadedFrom = `feed(${text.length} bytes)`;
  return t;
}
