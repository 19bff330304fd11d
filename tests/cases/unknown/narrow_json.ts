// unknown values from JSON narrowed by typeof, Array.isArray, `in` and instanceof before use.
class Money { constructor(public cents: number) {} }
function walk(v: unknown, indent: string): void {
  if (v === null) { console.log(indent + "null"); return; }
  if (typeof v === "string") { console.log(indent + "string " + JSON.stringify(v) + " len " + v.length); return; }
  if (typeof v === "number") { console.log(indent + "number " + v.toFixed(2)); return; }
  if (typeof v === "boolean") { console.log(indent + "boolean " + (v ? "yes" : "no")); return; }
  if (v instanceof Money) { console.log(indent + "money " + v.cents); return; }
  if (Array.isArray(v)) {
    console.log(indent + "array of " + v.length);
    for (const x of v) walk(x, indent + "  ");
    return;
  }
  if (typeof v === "object") {
    console.log(indent + "object");
    return;
  }
  console.log(indent + typeof v);
}
const doc: unknown = JSON.parse('[1, "two", true, null, [2.5, ["deep"]], {"k": 1}]');
walk(doc, "");
walk(new Money(250), "");
walk(undefined, "");

function hasName(v: unknown): string {
  if (typeof v === "object" && v !== null && "name" in v) return "has name";
  return "no name";
}
console.log(hasName(JSON.parse('{"name": "x"}')), hasName(JSON.parse('{"other": 1}')), hasName(JSON.parse("[]")), hasName(null), hasName(3));

function sumAll(v: unknown): number {
  if (typeof v === "number") return v;
  if (Array.isArray(v)) {
    let s = 0;
    for (const x of v) s += sumAll(x);
    return s;
  }
  return 0;
}
console.log(sumAll(JSON.parse("[1, [2, 3], [[4]], \"x\", null, 5.5]")));
const parsed: unknown = JSON.parse('{"a": 1}');
console.log(typeof parsed, parsed);
