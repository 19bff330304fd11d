// Number#toLocaleString and Intl.NumberFormat with Node's default locale
// (en-US), explicit en-US and de-DE, and the common options.
interface LineItem {
  name: string;
  qty: number;
  price: number;
}

const cart: LineItem[] = [
  { name: "Laptop", qty: 1, price: 1299.99 },
  { name: "Mouse", qty: 2, price: 24.5 },
  { name: "Cable", qty: 3, price: 0.995 },
];

const usd = (x: number): string => x.toLocaleString("en-US", { style: "currency", currency: "USD" });
let subtotal = 0;
for (const item of cart) {
  const line = item.qty * item.price;
  subtotal += line;
  console.log(`${item.name.padEnd(8)} ${item.qty} x ${usd(item.price).padStart(10)} = ${usd(line).padStart(10)}`);
}
const taxRate = 0.0825;
console.log("subtotal", usd(subtotal), "tax", taxRate.toLocaleString("en-US", { style: "percent", minimumFractionDigits: 2 }));
console.log("total", usd(subtotal * (1 + taxRate)));

// Defaults: grouping, at most three fraction digits, shortest digits rounded half away from zero.
const plain = [0, -0, 1, 12, 1234, 1234567.891, -9876543.21, 0.5, 1.0005, 1.005, 2.5, -2.5, 999.9999, -999.9996,
  0.0001, 0.0005, -0.0004, 1e21, 2 ** 70, 123456789.12345678, 1e-7, NaN, Infinity, -Infinity];
for (const x of plain) console.log(String(x), "->", x.toLocaleString());

// Fraction digits.
console.log((1.005).toLocaleString(undefined, { maximumFractionDigits: 2 }));
console.log((2.5).toLocaleString("en-US", { maximumFractionDigits: 0 }), (-2.5).toLocaleString("en-US", { maximumFractionDigits: 0 }));
console.log((1234.5).toLocaleString("en-US", { minimumFractionDigits: 2 }), (1234.5).toLocaleString("en-US", { minimumFractionDigits: 5 }));
console.log((1.23456789).toLocaleString("en-US", { maximumFractionDigits: 5 }), (7).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 }));
console.log((1234.5).toLocaleString("en-US", { useGrouping: false }), (98765.4321).toLocaleString("en", { maximumFractionDigits: 1 }));

// Currencies.
for (const x of [0, 0.5, 1234.5, -1234.5, -0.001, 1234.567, 1e9]) {
  console.log(
    usd(x),
    x.toLocaleString("en-US", { style: "currency", currency: "EUR" }),
    x.toLocaleString("en-US", { style: "currency", currency: "GBP" }),
    x.toLocaleString("en-US", { style: "currency", currency: "JPY" }),
    x.toLocaleString("en-US", { style: "currency", currency: "CHF" }),
  );
}
console.log((0.5).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0 }));
console.log((1234.567).toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }));

// Percentages.
for (const r of [0, 0.12345, 0.5, -0.5, 1, 12.3456, NaN, -Infinity]) {
  console.log(r.toLocaleString("en-US", { style: "percent" }), r.toLocaleString("en-US", { style: "percent", maximumFractionDigits: 2 }));
}

// de-DE swaps the separators and puts symbols after the number.
console.log((1234567.891).toLocaleString("de-DE"), (1234.5).toLocaleString("de-DE", { style: "currency", currency: "EUR" }));
console.log((-1234.5).toLocaleString("de-DE", { style: "percent" }), (0.25).toLocaleString("de", { style: "percent" }));
console.log(JSON.stringify((99.5).toLocaleString("de-DE", { style: "currency", currency: "USD" })));

// Intl.NumberFormat, used inline.
console.log(new Intl.NumberFormat().format(12345.678));
console.log(new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(3.14159));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(-0.001));
console.log(new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(subtotal));
console.log(cart.map((i) => new Intl.NumberFormat("en-US", { style: "percent" }).format(i.price / subtotal)).join(" | "));
