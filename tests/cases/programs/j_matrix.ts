// A small matrix/vector library with operator-like methods and static factories.
class Vec {
  readonly xs: readonly number[];
  constructor(...xs: number[]) {
    this.xs = Object.freeze([...xs]);
  }
  static zeros(n: number): Vec {
    return new Vec(...new Array<number>(n).fill(0));
  }
  static of(xs: Iterable<number>): Vec {
    return new Vec(...xs);
  }
  get dim(): number {
    return this.xs.length;
  }
  get norm(): number {
    return Math.hypot(...this.xs);
  }
  at(i: number): number {
    const v = this.xs.at(i);
    if (v === undefined) throw new RangeError(`index ${i} out of range for dim ${this.dim}`);
    return v;
  }
  private zip(o: Vec, f: (a: number, b: number) => number): Vec {
    if (o.dim !== this.dim) throw new Error(`dimension mismatch: ${this.dim} vs ${o.dim}`);
    return new Vec(...this.xs.map((x, i) => f(x, o.xs[i])));
  }
  add(o: Vec): Vec {
    return this.zip(o, (a, b) => a + b);
  }
  sub(o: Vec): Vec {
    return this.zip(o, (a, b) => a - b);
  }
  scale(k: number): Vec {
    return new Vec(...this.xs.map((x) => x * k));
  }
  dot(o: Vec): number {
    return this.zip(o, (a, b) => a * b).xs.reduce((s, x) => s + x, 0);
  }
  cross(o: Vec): Vec {
    if (this.dim !== 3 || o.dim !== 3) throw new Error("cross product needs 3-vectors");
    const [a1, a2, a3] = this.xs;
    const [b1, b2, b3] = o.xs;
    return new Vec(a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1);
  }
  normalize(): Vec {
    const n = this.norm;
    return n === 0 ? this : this.scale(1 / n);
  }
  equals(o: Vec, eps = 1e-9): boolean {
    return o.dim === this.dim && this.xs.every((x, i) => Math.abs(x - o.xs[i]) <= eps);
  }
  toString(): string {
    return `(${this.xs.map((x) => fmt(x)).join(", ")})`;
  }
  [Symbol.iterator](): Iterator<number> {
    return this.xs[Symbol.iterator]();
  }
}

function fmt(x: number, digits = 3): string {
  const r = Number(x.toFixed(digits));
  return Object.is(r, -0) ? "0" : String(r);
}

class Matrix {
  private constructor(readonly rows: number, readonly cols: number, private readonly data: Float64Array) {}

  static zeros(rows: number, cols = rows): Matrix {
    return new Matrix(rows, cols, new Float64Array(rows * cols));
  }
  static identity(n: number): Matrix {
    return Matrix.build(n, n, (i, j) => (i === j ? 1 : 0));
  }
  static build(rows: number, cols: number, f: (i: number, j: number) => number): Matrix {
    const m = Matrix.zeros(rows, cols);
    for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) m.data[i * cols + j] = f(i, j);
    return m;
  }
  static fromRows(rows: number[][]): Matrix {
    const c = rows[0]?.length ?? 0;
    if (rows.some((r) => r.length !== c)) throw new Error("ragged rows");
    return Matrix.build(rows.length, c, (i, j) => rows[i][j]);
  }
  get(i: number, j: number): number {
    return this.data[i * this.cols + j];
  }
  get isSquare(): boolean {
    return this.rows === this.cols;
  }
  row(i: number): Vec {
    return Vec.of(this.data.subarray(i * this.cols, (i + 1) * this.cols));
  }
  col(j: number): Vec {
    return new Vec(...Array.from({ length: this.rows }, (_, i) => this.get(i, j)));
  }
  transpose(): Matrix {
    return Matrix.build(this.cols, this.rows, (i, j) => this.get(j, i));
  }
  add(o: Matrix): Matrix {
    return Matrix.build(this.rows, this.cols, (i, j) => this.get(i, j) + o.get(i, j));
  }
  mul(o: Matrix | number): Matrix {
    if (typeof o === "number") return Matrix.build(this.rows, this.cols, (i, j) => this.get(i, j) * o);
    if (this.cols !== o.rows) throw new Error(`cannot multiply ${this.rows}x${this.cols} by ${o.rows}x${o.cols}`);
    return Matrix.build(this.rows, o.cols, (i, j) => this.row(i).dot(o.col(j)));
  }
  apply(v: Vec): Vec {
    return Vec.of(Array.from({ length: this.rows }, (_, i) => this.row(i).dot(v)));
  }
  determinant(): number {
    if (!this.isSquare) throw new Error("determinant of a non-square matrix");
    const n = this.rows;
    const a = Array.from({ length: n }, (_, i) => [...this.row(i)]);
    let det = 1;
    for (let c = 0; c < n; c++) {
      let pivot = c;
      for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
      if (a[pivot][c] === 0) return 0;
      if (pivot !== c) {
        [a[pivot], a[c]] = [a[c], a[pivot]];
        det = -det;
      }
      det *= a[c][c];
      for (let r = c + 1; r < n; r++) {
        const f = a[r][c] / a[c][c];
        for (let k = c; k < n; k++) a[r][k] -= f * a[c][k];
      }
    }
    return det;
  }
  pow(k: number): Matrix {
    let result = Matrix.identity(this.rows);
    let base: Matrix = this;
    for (let e = k; e > 0; e >>= 1) {
      if (e & 1) result = result.mul(base);
      base = base.mul(base);
    }
    return result;
  }
  toString(): string {
    const cells = Array.from({ length: this.rows }, (_, i) => [...this.row(i)].map((x) => fmt(x)));
    const w = Math.max(...cells.flat().map((s) => s.length));
    return cells.map((r) => "[ " + r.map((s) => s.padStart(w)).join(" ") + " ]").join("\n");
  }
}

const a = new Vec(1, 2, 3), b = new Vec(4, 5, 6);
console.log(`${a} + ${b} = ${a.add(b)}; a.b = ${a.dot(b)}; a x b = ${a.cross(b)}`);
console.log(`|a| = ${fmt(a.norm)}, unit = ${a.normalize()}, 2b - a = ${b.scale(2).sub(a)}`);
console.log([...a], Math.max(...b), a.at(-1), a.equals(Vec.of([1, 2, 3.0000000001])), Vec.zeros(2).normalize().toString());
try {
  a.add(new Vec(1, 2));
} catch (e) {
  console.log((e as Error).message);
}
try {
  a.at(7);
} catch (e) {
  console.log(e instanceof RangeError ? `RangeError: ${e.message}` : e);
}
const m = Matrix.fromRows([[2, -1, 0], [-1, 2, -1], [0, -1, 2]]);
console.log(String(m));
console.log("det", fmt(m.determinant()), "square", m.isSquare);
console.log(m.mul(Matrix.identity(3)).toString() === m.toString(), String(m.apply(new Vec(1, 1, 1))));
const fib = Matrix.fromRows([[1, 1], [1, 0]]);
console.log("fib(30) =", fib.pow(30).get(0, 1), "fib(10) =", fib.pow(10).get(0, 1));
const rot = (t: number) => Matrix.fromRows([[Math.cos(t), -Math.sin(t)], [Math.sin(t), Math.cos(t)]]);
console.log(String(rot(Math.PI / 2).apply(new Vec(1, 0))), String(rot(Math.PI / 6).pow(6).apply(new Vec(1, 0))));
const rect = Matrix.build(2, 3, (i, j) => i * 3 + j + 1);
console.log(rect.transpose().toString());
console.log(rect.mul(rect.transpose()).add(Matrix.identity(2).mul(0.5)).toString());
for (const bad of [(): unknown => rect.determinant(), () => rect.mul(rect), () => Matrix.fromRows([[1], [2, 3]])]) {
  try {
    bad();
  } catch (e) {
    console.log("error:", (e as Error).message);
  }
}
