// typeof and truthiness narrowing on wider unions.
function describe(v: string | number | boolean | undefined): string {
  if (typeof v === "string") return `string(${v.length}) ${v}`;
  if (typeof v === "number") return `number ${v.toFixed(1)}`;
  if (typeof v === "boolean") return v ? "yes" : "no";
  return "nothing";
}
const vals: (string | number | boolean | undefined)[] = ["hi", 3.14159, true, undefined, "", 0, false];
for (const v of vals) console.log(describe(v));

function total(x: string | string[]): number {
  if (typeof x === "string") return x.length;
  let n = 0;
  for (const s of x) n += s.length;
  return n;
}
console.log(total("hello"), total(["ab", "cde", ""]));

function pad(value: string, padding: string | number): string {
  if (typeof padding === "number") return " ".repeat(padding) + value;
  return padding + value;
}
console.log("[" + pad("x", 3) + "]", "[" + pad("x", ">> ") + "]");

function firstChar(s: string | undefined | null): string {
  if (!s) return "?";
  return s[0];
}
console.log(firstChar("kiln"), firstChar(""), firstChar(undefined), firstChar(null));
function lenOrZero(a: number[] | undefined): number {
  return a ? a.length : 0;
}
console.log(lenOrZero([1, 2, 3]), lenOrZero(undefined));
