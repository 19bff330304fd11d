function kind(v: unknown): string {
  if (typeof v === "object") {
    if (v === null) return "null";
    return "object";
  }
  if (typeof v === "function") return "function";
  if (typeof v !== "string") return "not a string: " + typeof v;
  return "string " + v.toUpperCase();
}
console.log(kind(null), kind([1]), kind({ a: 1 }), kind(() => 1), kind(3), kind("x"), kind(undefined));
const xs: unknown[] = [];
xs.push(1);
xs.push("a");
xs.push([true]);
console.log(xs, xs.length);
function eq(a: unknown, b: unknown): boolean { return a === b; }
console.log(eq(1, 1), eq("a", "a"), eq(null, undefined), eq(xs, xs), eq(NaN, NaN));
let total = 0;
for (const x of [1, "2", 3, null] as unknown[]) {
  if (typeof x === "number") total += x;
}
console.log(total);
