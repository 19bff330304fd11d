// A simple in-memory database with a chaining query builder (methods return this).
interface Employee { id: number; name: string; dept: string; salary: number; hired: number; manager?: number; }

type Op = "=" | "!=" | ">" | ">=" | "<" | "<=" | "in" | "like";
type Where<T> = { field: keyof T; op: Op; value: unknown };

class Query<T extends object> {
  private wheres: Where<T>[] = [];
  private orders: Array<[keyof T, "asc" | "desc"]> = [];
  private lim = Infinity;
  private off = 0;
  private fields?: (keyof T)[];
  constructor(private readonly rows: readonly T[]) {}

  where<K extends keyof T>(field: K, op: Op, value: T[K] | T[K][] | string): this {
    this.wheres.push({ field, op, value });
    return this;
  }
  orderBy(field: keyof T, dir: "asc" | "desc" = "asc"): this { this.orders.push([field, dir]); return this; }
  limit(n: number): this { this.lim = n; return this; }
  offset(n: number): this { this.off = n; return this; }
  select(...fields: (keyof T)[]): this { this.fields = fields; return this; }

  private test(row: T, { field, op, value }: Where<T>): boolean {
    const v = row[field] as unknown;
    switch (op) {
      case "=": return v === value;
      case "!=": return v !== value;
      case ">": return (v as number) > (value as number);
      case ">=": return (v as number) >= (value as number);
      case "<": return (v as number) < (value as number);
      case "<=": return (v as number) <= (value as number);
      case "in": return (value as unknown[]).includes(v);
      case "like": {
        const re = new RegExp("^" + String(value).replace(/%/g, ".*").replace(/_/g, ".") + "$", "i");
        return re.test(String(v));
      }
    }
  }
  run(): Partial<T>[] {
    let out = this.rows.filter((r) => this.wheres.every((w) => this.test(r, w)));
    if (this.orders.length) {
      out = [...out].sort((a, b) => {
        for (const [f, dir] of this.orders) {
          const x = a[f], y = b[f];
          if (x === y) continue;
          const c = (x as unknown as number) < (y as unknown as number) ? -1 : 1;
          return dir === "asc" ? c : -c;
        }
        return 0;
      });
    }
    out = out.slice(this.off, this.off + this.lim);
    const fields = this.fields;
    if (!fields) return out;
    return out.map((r) => {
      const o: Partial<T> = {};
      for (const f of fields) o[f] = r[f];
      return o;
    });
  }
  count(): number { return this.rows.filter((r) => this.wheres.every((w) => this.test(r, w))).length; }
  first(): Partial<T> | undefined { return this.limit(1).run()[0]; }
}

class Table<T extends { id: number }> {
  private rows: T[] = [];
  private nextId = 1;
  insert(row: Omit<T, "id">): T {
    const full = { ...row, id: this.nextId++ } as T;
    this.rows.push(full);
    return full;
  }
  update(id: number, patch: Partial<Omit<T, "id">>): boolean {
    const i = this.rows.findIndex((r) => r.id === id);
    if (i < 0) return false;
    this.rows[i] = { ...this.rows[i], ...patch };
    return true;
  }
  delete(pred: (r: T) => boolean): number {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !pred(r));
    return before - this.rows.length;
  }
  query(): Query<T> { return new Query(this.rows); }
  groupBy<K extends keyof T>(key: K): Map<T[K], T[]> {
    const m = new Map<T[K], T[]>();
    for (const r of this.rows) {
      const g = m.get(r[key]);
      if (g) g.push(r); else m.set(r[key], [r]);
    }
    return m;
  }
}

const emp = new Table<Employee>();
const seed: Array<Omit<Employee, "id">> = [
  { name: "Alice", dept: "eng", salary: 120000, hired: 2015 },
  { name: "Bob", dept: "eng", salary: 95000, hired: 2019, manager: 1 },
  { name: "Carol", dept: "sales", salary: 70000, hired: 2018 },
  { name: "Dan", dept: "sales", salary: 72000, hired: 2020, manager: 3 },
  { name: "Eve", dept: "eng", salary: 105000, hired: 2017, manager: 1 },
  { name: "Frank", dept: "ops", salary: 65000, hired: 2021 },
  { name: "Grace", dept: "ops", salary: 88000, hired: 2016 },
  { name: "Heidi", dept: "eng", salary: 95000, hired: 2022, manager: 5 },
];
seed.forEach((s) => emp.insert(s));

console.log(emp.query().where("dept", "=", "eng").orderBy("salary", "desc").orderBy("name").select("name", "salary").run());
console.log(emp.query().where("salary", ">=", 80000).where("hired", "<", 2020).count());
console.log(emp.query().where("name", "like", "%a%").orderBy("hired").select("name", "hired").run());
console.log(emp.query().where("dept", "in", ["ops", "sales"]).orderBy("salary").offset(1).limit(2).select("id", "name").run());
console.log(emp.query().where("manager", "!=", undefined).select("name", "manager").run().map((r) => `${r.name}<-${r.manager}`).join(", "));
console.log(emp.query().orderBy("salary", "desc").first());
console.log(emp.update(2, { salary: 99000, dept: "eng" }), emp.update(42, { salary: 1 }));
console.log(emp.delete((r) => r.hired > 2020), "deleted");
for (const [dept, rows] of emp.groupBy("dept")) {
  const total = rows.reduce((s, r) => s + r.salary, 0);
  console.log(`${dept.padEnd(6)} n=${rows.length} avg=${(total / rows.length).toFixed(1)} max=${Math.max(...rows.map((r) => r.salary))}`);
}
console.log(emp.query().where("name", "like", "_ve").run(), emp.query().where("id", ">", 100).first());
