import { Stage, register, type Row } from "../registry";
import SortBy from "./transform";
console.log("init aggregate");

export class GroupCount extends Stage {
  apply(rows: Iterable<Row>): Iterable<Row> {
    const counts = new Map<string, number>();
    for (const r of rows) {
      const k = String(r[this.arg]);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const out = [...counts].map(([k, n]): Row => ({ [this.arg]: k, count: n }));
    return new SortBy("-count").apply(out);
  }
}
register("count", (a) => new GroupCount(a));
