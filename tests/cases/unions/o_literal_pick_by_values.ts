// An object literal for a union of object types no discriminant tells apart
// takes the member whose property types its values fit (it took the first).
type B = { value: string; label: string } | { value: number; label: string };
function box(v: string | number): B {
  return typeof v === "string" ? { value: v, label: "text" } : { value: v, label: "num" };
}
console.log(box(1), box("a"));
const items: B[] = [];
const n = 42, s = "x";
items.push({ value: n, label: "n" }, { value: s, label: "s" }, { label: "lit", value: 7 });
for (const it of items) console.log(typeof it.value === "number" ? it.value + 1 : it.value.toUpperCase(), it.label);
