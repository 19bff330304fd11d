// A generic, chainable query builder over a Table.
import type { Op, Predicate, Row } from "./schema";
import type { Table } from "./store";

export class Query<T extends Row> {
  private filters: Predicate<T>[] = [];
  private order: { key: keyof T; desc: boolean } | null = null;
  private max = Infinity;
  private skip = 0;
  private trail: string[] = [];

  constructor(private readonly source: Table<T>) {}

  where<K extends keyof T>(key: K, op: Op, value: T[K]): Query<T> {
    this.trail.push(`${String(key)} ${op} ${JSON.stringify(value)}`);
    this.filters.push((row) => {
      const v = row[key];
      switch (op) {
        case "=": return v === value;
        case "!=": return v !== value;
        case "<": return (v as unknown as number) < (value as unknown as number);
        case ">": return (v as unknown as number) > (value as unknown as number);
        case "like": return String(v).toLowerCase().includes(String(value).toLowerCase());
      }
    });
    return this;
  }
  filter(p: Predicate<T>): this {
    this.trail.push("<fn>");
    this.filters.push(p);
    return this;
  }
  orderBy(key: keyof T, desc = false): this {
    this.order = { key, desc };
    return this;
  }
  limit(n: number, offset = 0): this {
    this.max = n;
    this.skip = offset;
    return this;
  }
  toString(): string {
    const o = this.order ? ` ORDER BY ${String(this.order.key)}${this.order.desc ? " DESC" : ""}` : "";
    const w = this.trail.length ? ` WHERE ${this.trail.join(" AND ")}` : "";
    const l = this.max !== Infinity ? ` LIMIT ${this.max} OFFSET ${this.skip}` : "";
    return `SELECT * FROM ${this.source.schema.table}${w}${o}${l}`;
  }
  run(): T[] {
    let rows = this.source.all().filter((r) => this.filters.every((f) => f(r)));
    const ord = this.order;
    if (ord) {
      rows.sort((a, b) => {
        const x = a[ord.key], y = b[ord.key];
        const c = x < y ? -1 : x > y ? 1 : 0;
        return ord.desc ? -c : c;
      });
    }
    return rows.slice(this.skip, this.skip + this.max);
  }
  first(): T | undefined {
    return this.limit(1).run()[0];
  }
  count(): number {
    return this.run().length;
  }
}

export function from<T extends Row>(t: Table<T>): Query<T> {
  return new Query(t);
}
