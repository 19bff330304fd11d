// `T | T[]` arguments normalised to arrays, with generics instantiated by
// primitives, objects and arrays.
function toArray<T>(x: T | T[]): T[] {
  return Array.isArray(x) ? x : [x];
}
interface Tag { name: string; weight: number }

console.log(toArray(1), toArray([1, 2, 3]));
console.log(toArray("solo"), toArray(["a", "b"]));
const one: Tag = { name: "x", weight: 1 };
console.log(toArray(one), toArray([one, { name: "y", weight: 2 }]).map((t) => t.name));

function total(w: Tag | Tag[]): number {
  let s = 0;
  for (const t of toArray(w)) s += t.weight;
  return s;
}
console.log(total(one), total([one, one, { name: "z", weight: 5 }]), total([]));

type Strs = string | string[];
function joinAll(parts: Strs[], sep: string): string {
  return parts.map((p) => (typeof p === "string" ? p : p.join(sep))).join(" | ");
}
console.log(joinAll(["a", ["b", "c"], [], "d"], "+"));

function first<T>(x: T | T[]): T | undefined {
  if (Array.isArray(x)) return x[0];
  return x;
}
console.log(first([9, 8]), first(7), first<string>([]));
