// In a generic body, `a[k] < b[k]` compares as JavaScript does even when an
// instantiation makes T[K] include undefined or null (tsc checks the generic
// body once, where T[K] is opaque).
function sortBy<T>(xs: T[], key: keyof T): T[] {
  return [...xs].sort((a, b) => {
    const x = a[key], y = b[key];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
class Table<T extends object> {
  constructor(private rows: T[]) {}
  min(key: keyof T): T | undefined {
    let best: T | undefined;
    for (const r of this.rows) if (best === undefined || r[key] < best[key]) best = r;
    return best;
  }
  atLeast(key: keyof T, n: number): number {
    return this.rows.filter((r) => (r[key] as unknown as number) >= n).length;
  }
}
interface Item {
  name: string;
  rank?: number;
  weight: number | null;
}
const items: Item[] = [
  { name: "c", rank: 3, weight: 2 },
  { name: "a", weight: null },
  { name: "b", rank: 1, weight: -1 },
  { name: "d", rank: 2, weight: 0 },
];
console.log(sortBy(items, "rank").map((i) => i.name), sortBy(items, "weight").map((i) => i.name), sortBy(items, "name").map((i) => i.name));
const t = new Table(items);
console.log(t.min("rank")?.name, t.min("weight")?.name, t.atLeast("weight", 0), t.atLeast("rank", 2));
