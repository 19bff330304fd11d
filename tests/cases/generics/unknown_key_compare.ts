// A generic sort or max over T[keyof T] compares the values when T's values are unknown (Record<string, unknown> rows), as tsc's generic check allows.
function sortBy<T>(rows: T[], key: keyof T): T[] {
  return [...rows].sort((a, b) => {
    const x = a[key], y = b[key];
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    return x < y ? -1 : 1;
  });
}
function maxBy<T extends object, K extends keyof T>(rows: T[], key: K): T | undefined {
  let best: T | undefined;
  for (const r of rows) if (best === undefined || r[key] > best[key]) best = r;
  return best;
}
interface E { n: string; v?: number }
const es: E[] = [{ n: "b", v: 2 }, { n: "a" }, { n: "c", v: 1 }];
console.log(sortBy(es, "v"), sortBy(es, "n"));
const rs: Record<string, unknown>[] = [{ k: "b", v: 10 }, { k: "a", v: 9 }, { k: "c", v: [11] }, { k: "d" }];
console.log(sortBy(rs, "k"), sortBy(rs, "v"));
console.log(maxBy(rs, "k"), maxBy(rs, "v"));
