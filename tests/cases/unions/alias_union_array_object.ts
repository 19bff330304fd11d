// A union of an array type and an object type (no recursion), used by a
// function declared before the alias.
function show(v: Cell): string {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.join("+");
  return String(v.n);
}
type Cell = string | number[] | { n: number };
console.log(show("a"), show([1, 2]), show({ n: 3 }));
