// Removes duplicates while keeping the first occurrence's order.
function unique(xs: number[]): number[] {
  return [...new Set(xs)];
}
function uniqueBy(xs: string[], norm: (s: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const x of xs) {
    const k = norm(x);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(x);
  }
  return out;
}
console.log(unique([3, 1, 3, 2, 1, 5, 2]));
console.log(unique([]));
console.log(uniqueBy(["Apple", "apple", "Pear", "APPLE", "pear", "fig"], (s) => s.toLowerCase()));
const a = new Set(["x", "y", "z"]);
const b = new Set(["y", "z", "w"]);
const union = new Set(Array.from(a).concat(Array.from(b)));
const inter = new Set(Array.from(a).filter((x) => b.has(x)));
const diff = new Set(Array.from(a).filter((x) => !b.has(x)));
console.log(union, inter, diff);
console.log(union.size, inter.size, diff.size);
