// Matrix / vector math classes with static methods and toString.
class Vec {
  constructor(readonly x: number, readonly y: number, readonly z = 0) {}
  static readonly ZERO = new Vec(0, 0, 0);
  static of(...c: number[]): Vec { const [x = 0, y = 0, z = 0] = c; return new Vec(x, y, z); }
  add(o: Vec): Vec { return new Vec(this.x + o.x, this.y + o.y, this.z + o.z); }
  sub(o: Vec): Vec { return new Vec(this.x - o.x, this.y - o.y, this.z - o.z); }
  scale(k: number): Vec { return new Vec(this.x * k, this.y * k, this.z * k); }
  dot(o: Vec): number { return this.x * o.x + this.y * o.y + this.z * o.z; }
  cross(o: Vec): Vec {
    return new Vec(this.y * o.z - this.z * o.y, this.z * o.x - this.x * o.z, this.x * o.y - this.y * o.x);
  }
  get length(): number { return Math.hypot(this.x, this.y, this.z); }
  normalize(): Vec { const l = this.length; return l === 0 ? Vec.ZERO : this.scale(1 / l); }
  equals(o: Vec, eps = 1e-9): boolean { return Math.abs(this.x - o.x) < eps && Math.abs(this.y - o.y) < eps && Math.abs(this.z - o.z) < eps; }
  toArray(): [number, number, number] { return [this.x, this.y, this.z]; }
  toString(): string { return `(${this.toArray().map((n) => +n.toFixed(3)).join(", ")})`; }
}

class Matrix {
  private readonly data: Float64Array;
  constructor(readonly rows: number, readonly cols: number, values?: readonly number[]) {
    this.data = new Float64Array(rows * cols);
    if (values) this.data.set(Array.from(values).slice(0, rows * cols));
  }
  static identity(n: number): Matrix {
    const m = new Matrix(n, n);
    for (let i = 0; i < n; i++) m.set(i, i, 1);
    return m;
  }
  static from(rows: number[][]): Matrix { return new Matrix(rows.length, rows[0]?.length ?? 0, rows.flat()); }
  static rotationZ(theta: number): Matrix {
    const c = Math.cos(theta), s = Math.sin(theta);
    return Matrix.from([[c, -s, 0], [s, c, 0], [0, 0, 1]]);
  }
  get(r: number, c: number): number { return this.data[r * this.cols + c]; }
  set(r: number, c: number, v: number): void { this.data[r * this.cols + c] = v; }
  mul(o: Matrix): Matrix {
    if (this.cols !== o.rows) throw new Error(`shape mismatch ${this.rows}x${this.cols} * ${o.rows}x${o.cols}`);
    const out = new Matrix(this.rows, o.cols);
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < o.cols; j++) {
        let s = 0;
        for (let k = 0; k < this.cols; k++) s += this.get(i, k) * o.get(k, j);
        out.set(i, j, s);
      }
    return out;
  }
  apply(v: Vec): Vec {
    const [x, y, z] = [0, 1, 2].map((r) => this.get(r, 0) * v.x + this.get(r, 1) * v.y + this.get(r, 2) * v.z);
    return new Vec(x, y, z);
  }
  transpose(): Matrix {
    const t = new Matrix(this.cols, this.rows);
    for (let i = 0; i < this.rows; i++) for (let j = 0; j < this.cols; j++) t.set(j, i, this.get(i, j));
    return t;
  }
  determinant(): number {
    if (this.rows !== this.cols) throw new RangeError("not square");
    const n = this.rows;
    const a = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => this.get(i, j)));
    let det = 1;
    for (let col = 0; col < n; col++) {
      let pivot = col;
      for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
      if (a[pivot][col] === 0) return 0;
      if (pivot !== col) { [a[pivot], a[col]] = [a[col], a[pivot]]; det = -det; }
      det *= a[col][col];
      for (let r = col + 1; r < n; r++) {
        const f = a[r][col] / a[col][col];
        for (let c = col; c < n; c++) a[r][c] -= f * a[col][c];
      }
    }
    return det;
  }
  map(fn: (v: number, r: number, c: number) => number): Matrix {
    const m = new Matrix(this.rows, this.cols);
    for (let i = 0; i < this.rows; i++) for (let j = 0; j < this.cols; j++) m.set(i, j, fn(this.get(i, j), i, j));
    return m;
  }
  toString(): string {
    const cells = Array.from({ length: this.rows }, (_, i) => Array.from({ length: this.cols }, (_, j) => {
      const v = this.get(i, j);
      return (Object.is(v, -0) ? 0 : Math.round(v * 1000) / 1000).toString();
    }));
    const w = Math.max(...cells.flat().map((s) => s.length));
    return cells.map((r) => "[ " + r.map((s) => s.padStart(w)).join(" ") + " ]").join("\n");
  }
}

const a = Vec.of(1, 2, 3), b = new Vec(4, 5, 6);
console.log(`a=${a} b=${b} a+b=${a.add(b)} a-b=${a.sub(b)} a.b=${a.dot(b)} axb=${a.cross(b)}`);
console.log("len", a.length.toFixed(6), "norm", a.normalize().toString(), Vec.ZERO + "", Vec.of(7).toString());
const m = Matrix.from([[2, -1, 0], [-1, 2, -1], [0, -1, 2]]);
console.log(m.toString());
console.log("det", m.determinant(), "det I4", Matrix.identity(4).determinant());
console.log(m.mul(Matrix.identity(3)).toString() === m.toString(), m.transpose().toString() === m.toString());
const r = Matrix.rotationZ(Math.PI / 2);
console.log(r.toString());
console.log("rotated", r.apply(new Vec(1, 0, 0)).toString(), r.mul(r).apply(new Vec(1, 0, 0)).equals(new Vec(-1, 0, 0)));
const rect = new Matrix(2, 3, [1, 2, 3, 4, 5, 6]);
console.log(rect.mul(rect.transpose()).toString());
console.log(rect.map((v, i, j) => v * (i + 1) - j).toString());
try { rect.mul(rect); } catch (e) { console.log((e as Error).message); }
try { rect.determinant(); } catch (e) { console.log(e instanceof RangeError, (e as RangeError).message); }
const hilbert = new Matrix(4, 4).map((_, i, j) => 1 / (i + j + 1));
console.log(hilbert.determinant().toExponential(4));
console.log([a, b, Vec.of(0, 0, 1)].map(String), [a, b].sort((p, q) => q.length - p.length).map((v) => `${v}`).join(";"));
