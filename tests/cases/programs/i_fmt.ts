// args: --locale=en-US --rows=6
// i_fmt: number and table formatting a report tool leans on: console.table,
// printf-style console.log, util.format, Intl.NumberFormat (compact, percent,
// currency, units), toFixed/toPrecision edge cases, and parsing user numbers.
import * as util from "node:util";

const opts = Object.fromEntries(
  process.argv.slice(2).filter((a) => a.startsWith("--")).map((a) => {
    const [k, v = "true"] = a.slice(2).split("=");
    return [k, v];
  }),
);
const locale = opts.locale ?? "en-US";
const rows = Number.parseInt(opts.rows ?? "5", 10);

interface Sale { region: string; units: number; revenue: number; growth: number }
const sales: Sale[] = Array.from({ length: rows }, (_, i) => ({
  region: ["North", "South", "East", "West", "Central", "Islands"][i % 6],
  units: (i + 1) * 1234 + (i % 2 ? 0.5 : 0),
  revenue: Math.round(((i + 3) ** 4.3) * 100) / 100,
  growth: (i - 2) / 17,
}));

console.table(sales.slice(0, 3));
console.table(sales.map((s) => ({ region: s.region, units: s.units })), ["units"]);
console.table([[1, 2], [3, 4, 5]]);

console.log("%s sold %d units (%i whole) at %f each; %o %j", "North", 1234.5, 1234.5, 2.25, { a: [1] }, { b: 2 });
console.log("%c styled%% literal %s", "color: red", undefined, "extra", 7);
console.log(util.format("%s=%d", "x", 42, "rest"), util.format("no args %s"), util.format(1, 2, "3"));

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });
const pct = new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: 1, signDisplay: "exceptZero" });
for (const s of sales) {
  console.log(`${s.region.padEnd(8)} ${compact.format(s.units).padStart(6)} ${money.format(s.revenue).padStart(14)} ${pct.format(s.growth).padStart(7)}`);
}
console.log([0, 999, 1000, 1499, 999_999, 1e6, 2.5e9, -12345].map((n) => compact.format(n)).join(" | "));
console.log(new Intl.NumberFormat("de-DE").format(1234567.891), (1234567.891).toLocaleString("de-DE"), (0.5).toLocaleString("en-US", { style: "percent" }));
console.log(locale, new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 }).format(12345678));

console.log([1.005, 1.045, 2.5, -2.5, 0.000001234, 123456789].map((n) => `${n.toFixed(2)}/${n.toPrecision(3)}`).join(" "));
console.log((25).toString(36), (255).toString(2).padStart(12, "0"), (-7.5).toString(16), (0.1).toFixed(20));
console.log(Number.MAX_SAFE_INTEGER.toLocaleString(), Number.EPSILON > 0, (1e21).toLocaleString("en-US"), (123.456).toFixed(0));

const inputs = ["42", " 42 ", "4.2e1", "0x2A", "0b101010", "42px", "", "  ", "-0", "1,234", "Infinity", "1_000", ".5", "5."];
console.log("input".padEnd(10), "Number".padEnd(9), "parseFloat".padEnd(11), "parseInt");
for (const s of inputs) {
  console.log(JSON.stringify(s).padEnd(10), String(Number(s)).padEnd(9), String(parseFloat(s)).padEnd(11), String(parseInt(s)));
}
console.log(parseInt("08"), parseInt("ff", 16), parseInt("z", 36), parseInt("12", 3), Number.isInteger(5.0), Number.isSafeInteger(2 ** 53));
console.log(Object.is(Number("-0"), -0), 0.1 + 0.2 === 0.3, Math.abs(0.1 + 0.2 - 0.3) < Number.EPSILON, Math.round(-0.5), Math.round(2.5), Math.trunc(-4.7), Math.sign(-3));
console.log(util.inspect({ nested: { deep: { deeper: { deepest: 1 } } }, list: Array.from({ length: 120 }, (_, i) => i) }, { depth: 1, breakLength: 60 }).split("\n").length, "lines");
