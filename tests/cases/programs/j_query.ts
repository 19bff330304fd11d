// An in-memory query builder with generics, keyof constraints and a Result type.
type Ok<T> = { ok: true; value: T };
type Err<E> = { ok: false; error: E };
type Result<T, E = string> = Ok<T> | Err<E>;

const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const err = <E>(error: E): Err<E> => ({ ok: false, error });

type Comparable = string | number | boolean;
type Op = "eq" | "ne" | "gt" | "lt" | "gte" | "lte" | "in" | "like";

interface Clause<T> {
  field: keyof T;
  op: Op;
  value: Comparable | Comparable[];
}

class Query<T extends object> {
  private clauses: Clause<T>[] = [];
  private order: Array<{ field: keyof T; dir: 1 | -1 }> = [];
  private cap?: number;
  private skip = 0;
  private picked: (keyof T)[] | null = null;

  constructor(private readonly rows: readonly T[]) {}

  where<K extends keyof T>(field: K, op: Op, value: T[K] & Comparable): this;
  where<K extends keyof T>(field: K, op: "in", value: Array<T[K] & Comparable>): this;
  where<K extends keyof T>(field: K, op: Op, value: Comparable | Comparable[]): this {
    this.clauses.push({ field, op, value });
    return this;
  }

  orderBy(field: keyof T, dir: "asc" | "desc" = "asc"): this {
    this.order.push({ field, dir: dir === "asc" ? 1 : -1 });
    return this;
  }

  limit(n: number, offset = 0): this {
    this.cap = n;
    this.skip = offset;
    return this;
  }

  select(...fields: (keyof T)[]): this {
    this.picked = fields;
    return this;
  }

  private static test(actual: unknown, op: Op, expected: Comparable | Comparable[]): boolean {
    if (op === "in") return Array.isArray(expected) && expected.some((x) => x === actual);
    if (Array.isArray(expected)) return false;
    if (op === "like") {
      const re = new RegExp("^" + String(expected).replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/%/g, ".*") + "$", "i");
      return re.test(String(actual));
    }
    const a = actual as Comparable, b = expected;
    switch (op) {
      case "eq": return a === b;
      case "ne": return a !== b;
      case "gt": return a > b;
      case "lt": return a < b;
      case "gte": return a >= b;
      case "lte": return a <= b;
    }
  }

  run(): Result<Array<Partial<T>>> {
    for (const c of this.clauses) {
      if (this.rows.length && !(c.field in this.rows[0])) return err(`unknown field '${String(c.field)}'`);
      if (c.op === "in" && !Array.isArray(c.value)) return err(`'in' needs a list for ${String(c.field)}`);
    }
    let out = this.rows.filter((r) => this.clauses.every((c) => Query.test(r[c.field], c.op, c.value)));
    if (this.order.length) {
      out = [...out].sort((a, b) => {
        for (const { field, dir } of this.order) {
          const x = a[field], y = b[field];
          if (x < y) return -dir;
          if (x > y) return dir;
        }
        return 0;
      });
    }
    out = out.slice(this.skip, this.cap === undefined ? undefined : this.skip + this.cap);
    const picked = this.picked;
    if (!picked) return ok(out);
    return ok(out.map((r) => {
      const o: Partial<T> = {};
      for (const f of picked) o[f] = r[f];
      return o;
    }));
  }

  count(): number {
    const r = this.run();
    return r.ok ? r.value.length : -1;
  }
}

interface Employee {
  id: number;
  name: string;
  dept: "eng" | "ops" | "sales";
  salary: number;
  remote: boolean;
  manager?: number;
}

const staff: Employee[] = [
  { id: 1, name: "Grace", dept: "eng", salary: 185000, remote: false },
  { id: 2, name: "Linus", dept: "eng", salary: 150000, remote: true, manager: 1 },
  { id: 3, name: "Ada", dept: "eng", salary: 162000, remote: true, manager: 1 },
  { id: 4, name: "Ken", dept: "ops", salary: 120000, remote: false },
  { id: 5, name: "Barbara", dept: "sales", salary: 98000, remote: true },
  { id: 6, name: "Dennis", dept: "ops", salary: 131000, remote: true, manager: 4 },
  { id: 7, name: "Margaret", dept: "sales", salary: 101000, remote: false, manager: 5 },
];

function show<T>(label: string, r: Result<T[]>): void {
  if (r.ok) console.log(`${label}:`, r.value.length ? r.value : "(none)");
  else console.log(`${label}: ERROR ${r.error}`);
}

const q = () => new Query(staff);
show("remote engineers", q().where("dept", "eq", "eng").where("remote", "eq", true).select("name", "salary").run());
show("top 3 paid", q().orderBy("salary", "desc").limit(3).select("id", "name").run());
show("ops or sales by name", q().where("dept", "in", ["ops", "sales"]).orderBy("name").select("name", "dept").run());
show("names like %a%", q().where("name", "like", "%a%").orderBy("dept").orderBy("salary", "desc").select("name").run());
show("page 2", q().orderBy("id").limit(2, 2).select("id").run());
show("bad field", q().where("bonus" as keyof Employee, "gt", 0).run());
show("none", q().where("salary", "gt", 1e6).run());
console.log("managed:", q().where("manager", "gte", 1).count(), "all:", q().count());

const totals = staff.reduce<Record<Employee["dept"], { n: number; sum: number }>>(
  (acc, { dept, salary }) => {
    acc[dept].n++;
    acc[dept].sum += salary;
    return acc;
  },
  { eng: { n: 0, sum: 0 }, ops: { n: 0, sum: 0 }, sales: { n: 0, sum: 0 } },
);
for (const [dept, { n, sum }] of Object.entries(totals)) console.log(dept, n, Math.round(sum / n).toLocaleString("en-US"));
const managers = new Map(staff.map((e) => [e.id, e.name] as const));
console.log(staff.filter((e) => e.manager !== undefined).map((e) => `${e.name} -> ${managers.get(e.manager!)}`));
const r2: Result<number> = staff.length > 5 ? ok(staff.length) : err("too few");
console.log(r2.ok && r2.value * 2, JSON.stringify(err({ code: 42 })));
