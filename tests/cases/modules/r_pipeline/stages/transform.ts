import { Stage, register, type Row } from "../registry";
console.log("init transform");

class Upper extends Stage {
  *apply(rows: Iterable<Row>): Generator<Row> {
    for (const r of rows) {
      const v = r[this.arg];
      yield typeof v === "string" ? { ...r, [this.arg]: v.toUpperCase() } : r;
    }
  }
}

class Take extends Stage {
  *apply(rows: Iterable<Row>): Generator<Row> {
    let n = Number(this.arg);
    if (n <= 0) return;
    for (const r of rows) {
      yield r;
      if (--n === 0) return;
    }
  }
}

class SortBy extends Stage {
  apply(rows: Iterable<Row>): Iterable<Row> {
    const desc = this.arg.startsWith("-");
    const key = desc ? this.arg.slice(1) : this.arg;
    return [...rows].sort((a, b) => {
      const c = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      return desc ? -c : c;
    });
  }
}

register("upper", (a) => new Upper(a));
register("take", (a) => new Take(a));
register("sort", (a) => new SortBy(a));
export default SortBy;
