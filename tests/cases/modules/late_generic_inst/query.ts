import type { Row } from "./store";
import type { Table } from "./store";
export class Query<T extends Row> {
  constructor(private readonly source: Table<T>) {}
  count(): number {
    return this.source.all().length;
  }
}
export function from<T extends Row>(t: Table<T>): Query<T> {
  return new Query(t);
}
