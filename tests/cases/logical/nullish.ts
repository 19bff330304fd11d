// ?? only falls back for null and undefined, unlike ||.
function lookup(key: string): string | undefined {
  if (key === "name") return "Kiln";
  if (key === "empty") return "";
  return undefined;
}
function amount(key: string): number | null {
  if (key === "zero") return 0;
  if (key === "nan") return NaN;
  if (key === "five") return 5;
  return null;
}
console.log(lookup("name") ?? "none", lookup("empty") ?? "none", lookup("x") ?? "none");
console.log(lookup("name") || "none", lookup("empty") || "none", lookup("x") || "none");
console.log(amount("zero") ?? -1, amount("nan") ?? -1, amount("five") ?? -1, amount("x") ?? -1);
console.log(amount("zero") || -1, amount("nan") || -1, amount("five") || -1, amount("x") || -1);
let calls: number = 0;
function fallback(): number {
  calls++;
  return 99;
}
const a: number = amount("five") ?? fallback();
const b: number = amount("none") ?? fallback();
console.log(a, b, calls);
const chained: string = lookup("a") ?? lookup("b") ?? lookup("name") ?? "last";
console.log(chained);
let opt: number | undefined = undefined;
opt ??= 7;
console.log(opt);
opt ??= 8;
console.log(opt);
let s: string = "";
s ||= "filled";
console.log(s);
let k: number = 3;
k &&= k * 2;
console.log(k);
