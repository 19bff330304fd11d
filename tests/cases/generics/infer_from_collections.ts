// Type arguments inferred through Set<T>, Map<K, V> and their readonly kinds.
const union = <T,>(a: Set<T>, b: Set<T>) => new Set([...a, ...b]);
function inter<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): Set<T> {
  return new Set([...a].filter((x) => b.has(x)));
}
const a = new Set(["x", "y", "w"]), b = new Set(["y", "z", "w"]);
console.log(union(a, b), inter(a, b), [...inter(new Set([1, 2, 3]), new Set([3, 1]))].sort());

function invert<K, V>(m: Map<K, V>): Map<V, K[]> {
  const out = new Map<V, K[]>();
  for (const [k, v] of m) {
    const ks = out.get(v) ?? [];
    ks.push(k);
    out.set(v, ks);
  }
  return out;
}
const grades = new Map([["ann", 90], ["bob", 75], ["cat", 90]]);
console.log(invert(grades));
const firstKey = <K, V>(m: ReadonlyMap<K, V>): K | undefined => m.keys().next().value;
console.log(firstKey(grades), firstKey(new Map<number, string>()));

function largest<T>(groups: Map<string, T[]>, size: (t: T) => number): [string, number] {
  let best: [string, number] = ["", -1];
  for (const [name, xs] of groups) {
    const total = xs.reduce((s, x) => s + size(x), 0);
    if (total > best[1]) best = [name, total];
  }
  return best;
}
const files = new Map([["src", [{ bytes: 120 }, { bytes: 30 }]], ["docs", [{ bytes: 200 }]]]);
console.log(largest(files, (f) => f.bytes));
