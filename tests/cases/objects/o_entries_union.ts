// Object.values/entries of a union of object types: the values are those of
// every member (they were typed by the first member only, and a number read
// as a string crashed).
type Shape = { kind: "circle"; r: number } | { kind: "rect"; w: number; h: number; filled: boolean } | { kind: "label"; text: string };
const shapes: Shape[] = [{ kind: "circle", r: 1.5 }, { kind: "rect", w: 2, h: 3, filled: true }, { kind: "label", text: "hi" }];
for (const s of shapes) {
  const pairs = Object.entries(s).map(([k, v]) => `${k}=${v}:${typeof v}`);
  console.log(pairs.join(" "), Object.values(s).length);
}
const vals = shapes.flatMap((s) => Object.values(s));
console.log(vals, vals.filter((v) => typeof v === "number").reduce<number>((a, v) => a + (v as number), 0));
interface A { id: number; name: string }
interface B { id: number; tags: string[] }
function describe(x: A | B): string {
  return Object.entries(x).map(([k, v]) => (Array.isArray(v) ? `${k}[${v.length}]` : `${k}:${v}`)).join(",");
}
console.log(describe({ id: 1, name: "a" }), describe({ id: 2, tags: ["x", "y"] }));
