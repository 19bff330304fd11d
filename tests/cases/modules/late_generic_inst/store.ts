// A module-level instantiation of a generic class in a module that another
// module reaches only through `import type`.
export interface Row {
  id: number;
}
export class Table<T extends Row> {
  rows: T[] = [];
  all(): T[] {
    return this.rows;
  }
}
const tables: Table<Row>[] = [];
export function table<T extends Row>(name: string): Table<T> {
  const t = new Table<T>();
  t.rows.length = 0;
  tables.push(new Table<Row>());
  console.log("table", name, tables.length);
  return t;
}
