// A pipeline: stages made from specs, applied lazily in order.
import { make, type Row, type Stage } from "./registry";
import "./stages/filter";
import "./stages/transform";
import "./stages/aggregate";
console.log("init pipeline");

export class Pipeline implements Iterable<Stage> {
  private stages: Stage[];
  constructor(specs: string[]) {
    this.stages = specs.map(make);
  }
  *[Symbol.iterator](): Iterator<Stage> {
    yield* this.stages;
  }
  run(rows: Row[]): Row[] {
    let cur: Iterable<Row> = rows;
    for (const s of this.stages) cur = s.apply(cur);
    return Array.from(cur);
  }
}

export function parseCsv(text: string): Row[] {
  const [head, ...lines] = text.trim().split("\n");
  const cols = head.split(",");
  return lines.map((l) => {
    const cells = l.split(",");
    const row: Row = {};
    cols.forEach((c, i) => {
      const v = cells[i] ?? "";
      row[c] = v !== "" && !isNaN(Number(v)) ? Number(v) : v;
    });
    return row;
  });
}
