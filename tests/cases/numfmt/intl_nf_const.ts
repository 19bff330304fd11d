// Intl.NumberFormat objects bound to consts and used through .format(x) from functions
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const pct = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
function line(name: string, amount: number, share: number) { return `${name.padEnd(8)}${usd.format(amount).padStart(12)} ${pct.format(share)}`; }
const items: [string, number][] = [["rent", 1500], ["food", 612.4], ["misc", 87.125]];
const total = items.reduce((s, [, a]) => s + a, 0);
for (const [n, a] of items) console.log(line(n, a, a / total));
console.log(usd.format(total), new Intl.NumberFormat("de-DE").format(1234567.891));
