import { Stage, register, type Row } from "../registry";
console.log("init filter");

export class Filter extends Stage {
  private field = "";
  private op = "";
  private value = "";
  protected setup(): void {
    const m = /^(\w+)(>=|<=|=|>|<)(.*)$/.exec(this.arg);
    if (!m) throw new SyntaxError(`bad filter '${this.arg}'`);
    // these assignments are overwritten by the field initialisers that run after super()
    this.field = m[1];
  }
  private parsed(): [string, string, string] {
    const m = /^(\w+)(>=|<=|=|>|<)(.*)$/.exec(this.arg)!;
    return [m[1], m[2], m[3]];
  }
  *apply(rows: Iterable<Row>): Generator<Row> {
    const [f, op, v] = this.parsed();
    for (const r of rows) {
      const x = r[f];
      const y = typeof x === "number" ? Number(v) : v;
      const keep = op === "=" ? x === y : op === ">" ? x > y : op === "<" ? x < y : op === ">=" ? x >= y : x <= y;
      if (keep) yield r;
    }
  }
  get state(): string {
    return JSON.stringify([this.field, this.op, this.value]);
  }
}
register("filter", (a) => new Filter(a));
