// A money library: currencies with rounding rules, exchange rates and a generic Result.
import { Money, MoneyError } from "./money";
import * as cur from "./currency";
import { loadRates } from "./exchange";
import { collect, unwrap, andThen, map, type Result } from "./result";

const { USD, EUR, JPY, CHF, KWD, Rounding } = cur;

const price = Money.of(19.99, USD);
console.log(`${price}`, price.times(3).toString(), price.times(0.15).toString(), price.times(0.15, Rounding.Down).toString());
for (const x of [0.125, 0.135, -0.125, 2.5]) {
  console.log(x, [Rounding.HalfUp, Rounding.HalfEven, Rounding.Down].map((r) => Money.of(x, EUR, r).toString()).join(" "));
}
console.log(Money.of(1234567.891, KWD).toString(), Money.of(1234.5, JPY).toString(), Money.of(-0.5, JPY, Rounding.HalfUp).toString());
console.log(Money.of(100, USD).allocate([1, 1, 1]).map(String).join(" "), Money.minor(5, EUR).allocate([3, 7]).map(String).join(" "));
console.log(Money.of(12.32, CHF).cash().toString(), Money.of(12.33, CHF).cash().toString(), Money.of(12.375, CHF).cash().toString());

const inputs = ["USD 10.50", "eur 3", "JPY 1.5", "XXX 1", "USD ten", "KWD -2.125"];
const parsed = inputs.map((s) => Money.parse(s));
for (const [i, r] of parsed.entries()) console.log(inputs[i].padEnd(10), r.ok ? r.value.toString() : `! ${r.error.message}`);
const all = collect(parsed);
console.log(all.ok ? "all parsed" : `${all.error.length} failed: ${all.error.map((e) => e.code).join(",")}`);

const sum = (xs: Money[]): Result<Money, MoneyError> => {
  try {
    return { ok: true, value: xs.reduce((a, b) => a.plus(b)) };
  } catch (e) {
    if (e instanceof MoneyError) return { ok: false, error: e };
    throw e;
  }
};
console.log(String(unwrap(sum([Money.of(1, USD), Money.of(2.25, USD)]))));
const mixed = sum([Money.of(1, USD), Money.of(1, EUR)]);
if (!mixed.ok) console.log(mixed.error.name, mixed.error.code, mixed.error.message);

async function feed(): Promise<string> {
  await new Promise<void>((res) => setTimeout(res, 5));
  return "EUR = 0.9\nJPY = 150\n\nCHF = 0.88\n";
}

async function main() {
  const rates = await loadRates(feed);
  console.log("rates", rates.loadedFrom, rates.base.code);
  for (const [m, to] of [[price, EUR], [Money.of(5000, JPY), USD], [Money.of(10, EUR), CHF], [Money.of(1, USD), KWD]] as [Money, cur.Currency][]) {
    const r = rates.convert(m, to);
    console.log(`${m} -> ${to.code}:`, r.ok ? r.value.toString() : r.error.message);
  }
  const chain = andThen(Money.parse("EUR 100"), (m) => map(rates.convert(m, JPY), (y) => y.times(1.1)));
  console.log("chain", chain.ok ? chain.value.toString() : chain.error.message);
  try {
    await loadRates(async () => "GBP = 0.8");
  } catch (e) {
    console.log("load failed:", e instanceof MoneyError ? e.message : e);
  }
  try {
    rates.set("EUR", -1);
  } catch (e) {
    console.log((e as MoneyError).code, (e as Error).message);
  }
  try {
    cur.define({ code: "USD", digits: 2, symbol: "US$" });
  } catch (e) {
    console.log(String(e));
  }
}
main();
