// An in-memory table store with autoincrement ids; one per process.
import { type Row, type Schema, validate } from "./schema";

export class Table<T extends Row> {
  private rows = new Map<number, T>();
  private seq = 0;
  constructor(readonly schema: Schema) {}

  insert(data: Omit<T, "id">): T {
    const row = { ...data, id: ++this.seq } as T;
    validate(this.schema, row as unknown as Record<string, unknown>);
    this.rows.set(row.id, row);
    stats.inserts++;
    return row;
  }
  get(id: number): T | undefined {
    stats.reads++;
    return this.rows.get(id);
  }
  all(): T[] {
    stats.reads++;
    return [...this.rows.values()];
  }
  update(id: number, patch: Partial<T>): T {
    const cur = this.rows.get(id);
    if (!cur) throw new RangeError(`${this.schema.table}#${id} not found`);
    const next = { ...cur, ...patch, id } as T;
    validate(this.schema, next as unknown as Record<string, unknown>);
    this.rows.set(id, next);
    return next;
  }
  delete(id: number): boolean {
    return this.rows.delete(id);
  }
  get count(): number {
    return this.rows.size;
  }
}

export const stats = { inserts: 0, reads: 0 };
const tables = new Map<string, Table<Row>>();

export function table<T extends Row>(schema: Schema): Table<T> {
  if (tables.has(schema.table)) return tables.get(schema.table) as Table<T>;
  const t = new Table<T>(schema);
  tables.set(schema.table, t);
  return t;
}

export function tableNames(): string[] {
  return [...tables.keys()];
}
