// Dense matrices stored row-major in Float64Array, with a small class wrapper.
class Matrix {
  readonly data: Float64Array;
  constructor(readonly rows: number, readonly cols: number) {
    this.data = new Float64Array(rows * cols);
  }
  static identity(n: number): Matrix {
    const m = new Matrix(n, n);
    for (let i = 0; i < n; i++) m.set(i, i, 1);
    return m;
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
      for (let j = 0; j < this.cols; j++) row.push(this.get(i, j).toFixed(3).padStart(9));
      lines.push(row.join(""));
    }
    return lines.join("\n");
  }
}

// Hilbert matrix times its inverse computed by Gauss-Jordan elimination.
function hilbert(n: number): Matrix {
  const m = new Matrix(n, n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) m.set(i, j, 1 / (i + j + 1));
  return m;
}
function inverse(a: Matrix): Matrix {
  const n = a.rows;
  const m = new Matrix(n, 2 * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) m.set(i, j, a.get(i, j));
    m.set(i, n + i, 1);
  }
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m.get(r, c)) > Math.abs(m.get(p, c))) p = r;
    for (let j = 0; j < 2 * n; j++) {
      const t = m.get(c, j);
      m.set(c, j, m.get(p, j));
      m.set(p, j, t);
    }
    const d = m.get(c, c);
    for (let j = 0; j < 2 * n; j++) m.set(c, j, m.get(c, j) / d);
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m.get(r, c);
      for (let j = 0; j < 2 * n; j++) m.set(r, j, m.get(r, j) - f * m.get(c, j));
    }
  }
  const inv = new Matrix(n, n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) inv.set(i, j, m.get(i, n + j));
  return inv;
}
const h = hilbert(4);
const hi = inverse(h);
console.log(hi.toString());
console.log(h.mul(hi).toString());
console.log(Matrix.identity(3).mul(Matrix.identity(3)).data);
console.log(hi.get(3, 3).toFixed(6), h.data.length);
