export class Matrix {
  readonly data: Float64Array;
  constructor(public rows: number, public cols: number) {
    this.data = new Float64Array(rows * cols);
  }
  get(r: number, c: number): number {
    return this.data[r * this.cols + c];
  }
  set(r: number, c: number, v: number): void {
    this.data[r * this.cols + c] = v;
  }
  mul(o: Matrix): Matrix {
    const out = new Matrix(this.rows, o.cols);
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < o.cols; j++) {
        let s = 0;
        for (let k = 0; k < this.cols; k++) s += this.get(i, k) * o.get(k, j);
        out.set(i, j, s);
      }
    return out;
  }
  toString(): string {
    const lines: string[] = [];
    for (let i = 0; i < this.rows; i++) {
      const row: string[] = [];
      for (let j = 0; j < this.cols; j++) row.push(this.get(i, j).toFixed(1).padStart(7));
      lines.push(row.join(""));
    }
    return lines.join("\n");
  }
}
export function identity(n: number): Matrix {
  const m = new Matrix(n, n);
  for (let i = 0; i < n; i++) m.set(i, i, 1);
  return m;
}
