// A union of an array type and an object type (no recursion) is unsupported;
// the function declared before the alias reports it instead of miscompiling.
function show(v: Cell): string {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.join("+");
  return String(v.n);
}
type Cell = string | number[] | { n: number }; // expect error: unsupported: union of several function or array types
console.log(show("a"), show([1, 2]), show({ n: 3 }));
