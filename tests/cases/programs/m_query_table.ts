// An in-memory table with a small query builder:
// from(rows).where(...).orderBy(...).select(...), plus group-by.

type Row = Record<string, unknown>;
type Direction = "asc" | "desc";
type Predicate<T> = (row: T, index: number) => boolean;

interface Employee {
  id: number;
  name: string;
  dept: string;
  salary: number;
  hired: string; // ISO date
  manager?: number;
}

function compareValues(x: unknown, y: unknown): number {
  if (x === y) return 0;
  if (x === undefined || x === null) return 1;
  if (y === undefined || y === null) return -1;
  if (typeof x === "number" && typeof y === "number") return x - y;
  return String(x).localeCompare(String(y));
}

class Query<T> {
  private filters: Predicate<T>[] = [];
  private sorters: { key: keyof T; dir: Direction }[] = [];
  private skip = 0;
  private take = Infinity;

  constructor(private readonly rows: readonly T[]) {}

  where(pred: Predicate<T>): this;
  where<K extends keyof T>(key: K, value: T[K]): this;
  where<K extends keyof T>(predOrKey: Predicate<T> | K, value?: T[K]): this {
    if (typeof predOrKey === "function") this.filters.push(predOrKey);
    else this.filters.push((row) => row[predOrKey] === value);
    return this;
  }

  orderBy(key: keyof T, dir: Direction = "asc"): this {
    this.sorters.push({ key, dir });
    return this;
  }

  offset(n: number): this {
    this.skip = n;
    return this;
  }

  limit(n: number): this {
    this.take = n;
    return this;
  }

  private run(): T[] {
    let out = this.rows.filter((row, i) => this.filters.every((f) => f(row, i)));
    if (this.sorters.length > 0) {
      out = [...out].sort((a, b) => {
        for (const { key, dir } of this.sorters) {
          const cmp = compareValues(a[key], b[key]);
          if (cmp === 0) continue;
          return dir === "asc" ? cmp : -cmp;
        }
        return 0;
      });
    }
    return out.slice(this.skip, this.skip + this.take);
  }

  select<K extends keyof T>(...keys: K[]): Pick<T, K>[] {
    return this.run().map((row) => {
      const picked = {} as Pick<T, K>;
      for (const k of keys) picked[k] = row[k];
      return picked;
    });
  }

  all(): T[] {
    return this.run();
  }

  count(): number {
    return this.run().length;
  }

  first(): T | undefined {
    return this.run()[0];
  }

  groupBy<K extends keyof T>(key: K): Map<T[K], T[]> {
    const groups = new Map<T[K], T[]>();
    for (const row of this.run()) {
      const g = groups.get(row[key]);
      if (g) g.push(row);
      else groups.set(row[key], [row]);
    }
    return groups;
  }

  aggregate<K extends keyof T, R>(key: K, reducer: (acc: R, row: T) => R, init: () => R): [T[K], R][] {
    return [...this.groupBy(key)].map(([k, rows]) => [k, rows.reduce(reducer, init())]);
  }
}

function from<T>(rows: readonly T[]): Query<T> {
  return new Query(rows);
}

function printTable<T extends object>(rows: T[], title: string): void {
  console.log(`== ${title} (${rows.length}) ==`);
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]) as (keyof T & string)[];
  const cell = (v: unknown): string => (v === undefined ? "-" : typeof v === "number" ? v.toLocaleString("en-US") : String(v));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  console.log(cols.map((c, i) => c.padEnd(widths[i])).join(" | "));
  console.log(widths.map((w) => "-".repeat(w)).join("-+-"));
  for (const r of rows) {
    console.log(cols.map((c, i) => {
      const v = r[c];
      return typeof v === "number" ? cell(v).padStart(widths[i]) : cell(v).padEnd(widths[i]);
    }).join(" | "));
  }
}

const employees: Employee[] = [
  { id: 1, name: "Grace", dept: "eng", salary: 185000, hired: "2015-03-01" },
  { id: 2, name: "Alan", dept: "eng", salary: 142000, hired: "2018-07-15", manager: 1 },
  { id: 3, name: "Ada", dept: "research", salary: 160500, hired: "2012-01-09" },
  { id: 4, name: "Linus", dept: "eng", salary: 99000, hired: "2021-11-30", manager: 1 },
  { id: 5, name: "Barbara", dept: "sales", salary: 87000, hired: "2019-05-20" },
  { id: 6, name: "Ken", dept: "research", salary: 120000, hired: "2016-09-12", manager: 3 },
  { id: 7, name: "Margaret", dept: "sales", salary: 91000, hired: "2020-02-02", manager: 5 },
  { id: 8, name: "Dennis", dept: "eng", salary: 142000, hired: "2017-04-04", manager: 1 },
];

printTable(from(employees).where("dept", "eng").orderBy("salary", "desc").orderBy("name").select("name", "salary", "manager"),
  "engineers by salary");

printTable(from(employees).where((e) => e.hired >= "2018-01-01").orderBy("hired").select("id", "name", "hired"),
  "hired since 2018");

printTable(from(employees).orderBy("salary").offset(2).limit(3).select("name", "dept", "salary"), "page 2 by salary");

const byDept = from(employees).groupBy("dept");
for (const [dept, rows] of byDept) {
  const total = rows.reduce((s, r) => s + r.salary, 0);
  console.log(`${dept.padEnd(9)} n=${rows.length} avg=${(total / rows.length).toFixed(1)} max=${Math.max(...rows.map((r) => r.salary))}`);
}

const stats = from(employees).aggregate("dept", (acc, e) => ({ n: acc.n + 1, sum: acc.sum + e.salary, names: [...acc.names, e.name] }),
  () => ({ n: 0, sum: 0, names: [] as string[] }));
console.log(JSON.stringify(stats));

const managers = new Map(employees.map((e) => [e.id, e] as const));
const reports = from(employees).where((e) => e.manager !== undefined).all()
  .map((e) => `${e.name} -> ${managers.get(e.manager!)?.name ?? "?"}`);
console.log(reports.join(", "));

const richest = from(employees).orderBy("salary", "desc").first();
console.log("top earner:", richest?.name, "count(eng) =", from(employees).where("dept", "eng").count());
console.log("nobody:", from(employees).where("name", "Nobody").first() ?? "none");

const generic: Row[] = [{ k: "b", v: 2 }, { k: "a", v: 1 }, { k: "c" }];
console.log(from(generic).orderBy("v", "desc").all());
