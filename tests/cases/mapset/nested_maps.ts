// A sparse matrix as nested Maps: row -> (column -> value).
class Sparse {
  private rows = new Map<number, Map<number, number>>();

  set(r: number, c: number, v: number): void {
    let row = this.rows.get(r);
    if (row === undefined) {
      row = new Map<number, number>();
      this.rows.set(r, row);
    }
    if (v === 0) {
      row.delete(c);
      if (row.size === 0) this.rows.delete(r);
    } else {
      row.set(c, v);
    }
  }

  get(r: number, c: number): number {
    const row = this.rows.get(r);
    if (row === undefined) return 0;
    return row.get(c) ?? 0;
  }

  nonZero(): number {
    let n = 0;
    for (const row of this.rows.values()) n += row.size;
    return n;
  }

  multiply(v: number[]): number[] {
    const out: number[] = [];
    for (let i = 0; i < v.length; i++) out.push(0);
    for (const [r, row] of this.rows) {
      let s = 0;
      for (const [c, x] of row) s += x * v[c];
      out[r] = s;
    }
    return out;
  }
}

const m = new Sparse();
m.set(0, 0, 2);
m.set(0, 3, 1);
m.set(2, 1, -4);
m.set(3, 3, 5);
m.set(1, 2, 7);
m.set(1, 2, 0);
console.log(m.nonZero(), m.get(0, 3), m.get(1, 2), m.get(9, 9));
console.log(m.multiply([1, 2, 3, 4]));
console.log(m);

const byYear = new Map<number, Map<string, Set<string>>>();
const raw = ["2021 jan ski", "2021 jan party", "2022 mar hike", "2021 feb ski", "2022 mar hike", "2021 jan ski"];
for (const line of raw) {
  const f = line.split(" ");
  const y = Number(f[0]);
  let months = byYear.get(y);
  if (!months) byYear.set(y, (months = new Map()));
  let acts = months.get(f[1]);
  if (!acts) months.set(f[1], (acts = new Set()));
  acts.add(f[2]);
}
console.log(byYear);
console.log(byYear.get(2021)!.get("jan")!.size);
