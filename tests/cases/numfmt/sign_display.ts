{
  const f = new Intl.NumberFormat("en-US", { signDisplay: "auto", maximumFractionDigits: 1 });
  const c = new Intl.NumberFormat("en-US", { signDisplay: "auto", style: "currency", currency: "EUR" });
  const d = new Intl.NumberFormat("de-DE", { signDisplay: "auto", style: "percent" });
  console.log("auto", [1.5, -1.5, 0, -0, 0.01, -0.01, NaN, Infinity, -Infinity].map((x) => f.format(x)).join(" | "), "#", [2, -2, 0, -0.001].map((x) => c.format(x)).join(" | "), "#", [0.5, -0.5, 0, -0.0001].map((x) => d.format(x)).join(" | "));
}
{
  const f = new Intl.NumberFormat("en-US", { signDisplay: "always", maximumFractionDigits: 1 });
  const c = new Intl.NumberFormat("en-US", { signDisplay: "always", style: "currency", currency: "EUR" });
  const d = new Intl.NumberFormat("de-DE", { signDisplay: "always", style: "percent" });
  console.log("always", [1.5, -1.5, 0, -0, 0.01, -0.01, NaN, Infinity, -Infinity].map((x) => f.format(x)).join(" | "), "#", [2, -2, 0, -0.001].map((x) => c.format(x)).join(" | "), "#", [0.5, -0.5, 0, -0.0001].map((x) => d.format(x)).join(" | "));
}
{
  const f = new Intl.NumberFormat("en-US", { signDisplay: "exceptZero", maximumFractionDigits: 1 });
  const c = new Intl.NumberFormat("en-US", { signDisplay: "exceptZero", style: "currency", currency: "EUR" });
  const d = new Intl.NumberFormat("de-DE", { signDisplay: "exceptZero", style: "percent" });
  console.log("exceptZero", [1.5, -1.5, 0, -0, 0.01, -0.01, NaN, Infinity, -Infinity].map((x) => f.format(x)).join(" | "), "#", [2, -2, 0, -0.001].map((x) => c.format(x)).join(" | "), "#", [0.5, -0.5, 0, -0.0001].map((x) => d.format(x)).join(" | "));
}
{
  const f = new Intl.NumberFormat("en-US", { signDisplay: "never", maximumFractionDigits: 1 });
  const c = new Intl.NumberFormat("en-US", { signDisplay: "never", style: "currency", currency: "EUR" });
  const d = new Intl.NumberFormat("de-DE", { signDisplay: "never", style: "percent" });
  console.log("never", [1.5, -1.5, 0, -0, 0.01, -0.01, NaN, Infinity, -Infinity].map((x) => f.format(x)).join(" | "), "#", [2, -2, 0, -0.001].map((x) => c.format(x)).join(" | "), "#", [0.5, -0.5, 0, -0.0001].map((x) => d.format(x)).join(" | "));
}
{
  const f = new Intl.NumberFormat("en-US", { signDisplay: "negative", maximumFractionDigits: 1 });
  const c = new Intl.NumberFormat("en-US", { signDisplay: "negative", style: "currency", currency: "EUR" });
  const d = new Intl.NumberFormat("de-DE", { signDisplay: "negative", style: "percent" });
  console.log("negative", [1.5, -1.5, 0, -0, 0.01, -0.01, NaN, Infinity, -Infinity].map((x) => f.format(x)).join(" | "), "#", [2, -2, 0, -0.001].map((x) => c.format(x)).join(" | "), "#", [0.5, -0.5, 0, -0.0001].map((x) => d.format(x)).join(" | "));
}
const k = new Intl.NumberFormat("en-US", { signDisplay: "always", notation: "compact" });
console.log(k.format(12345), k.format(-12345), k.format(0));
console.log((5).toLocaleString("en-US", { signDisplay: "always" }), (-5).toLocaleString("de-DE", { signDisplay: "never", minimumFractionDigits: 2 }));
