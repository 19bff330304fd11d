// Matrix and polynomial utilities with operator-like methods (plus, times,
// pow), exact rational arithmetic for Gaussian elimination, and pretty printing.

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
};

class Fraction {
  readonly num: bigint;
  readonly den: bigint;
  static readonly ZERO = new Fraction(0n);
  static readonly ONE = new Fraction(1n);

  constructor(num: bigint | number, den: bigint | number = 1n) {
    let n = BigInt(num), d = BigInt(den);
    if (d === 0n) throw new RangeError("zero denominator");
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d) || 1n;
    this.num = n / g;
    this.den = d / g;
  }
  plus(o: Fraction) { return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den); }
  minus(o: Fraction) { return this.plus(o.neg()); }
  times(o: Fraction) { return new Fraction(this.num * o.num, this.den * o.den); }
  div(o: Fraction) {
    if (o.isZero) throw new RangeError("division by zero");
    return new Fraction(this.num * o.den, this.den * o.num);
  }
  neg() { return new Fraction(-this.num, this.den); }
  get isZero(): boolean { return this.num === 0n; }
  equals(o: Fraction) { return this.num === o.num && this.den === o.den; }
  toString(): string { return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`; }
}

class Matrix {
  private constructor(readonly rows: number, readonly cols: number, private readonly data: Fraction[]) {}

  static of(values: (number | Fraction)[][]): Matrix {
    const rows = values.length, cols = values[0]?.length ?? 0;
    if (values.some((r) => r.length !== cols)) throw new Error("ragged matrix");
    return new Matrix(rows, cols, values.flat().map((v) => (v instanceof Fraction ? v : new Fraction(v))));
  }
  static identity(n: number): Matrix {
    return Matrix.of(Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))));
  }

  at(r: number, c: number): Fraction { return this.data[r * this.cols + c]; }
  row(r: number): Fraction[] { return this.data.slice(r * this.cols, (r + 1) * this.cols); }

  private zip(o: Matrix, f: (a: Fraction, b: Fraction) => Fraction): Matrix {
    if (o.rows !== this.rows || o.cols !== this.cols) throw new Error(`shape ${this.shape} vs ${o.shape}`);
    return new Matrix(this.rows, this.cols, this.data.map((v, i) => f(v, o.data[i])));
  }
  get shape(): string { return `${this.rows}x${this.cols}`; }
  plus(o: Matrix) { return this.zip(o, (a, b) => a.plus(b)); }
  minus(o: Matrix) { return this.zip(o, (a, b) => a.minus(b)); }
  scale(k: number | Fraction) {
    const f = typeof k === "number" ? new Fraction(k) : k;
    return new Matrix(this.rows, this.cols, this.data.map((v) => v.times(f)));
  }
  times(o: Matrix): Matrix {
    if (this.cols !== o.rows) throw new Error(`cannot multiply ${this.shape} by ${o.shape}`);
    const out: Fraction[] = [];
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < o.cols; j++) {
        let s = Fraction.ZERO;
        for (let k = 0; k < this.cols; k++) s = s.plus(this.at(i, k).times(o.at(k, j)));
        out.push(s);
      }
    return new Matrix(this.rows, o.cols, out);
  }
  pow(n: number): Matrix {
    let result = Matrix.identity(this.rows);
    let base: Matrix = this;
    for (; n > 0; n >>= 1) {
      if (n & 1) result = result.times(base);
      base = base.times(base);
    }
    return result;
  }
  transpose(): Matrix {
    return Matrix.of(Array.from({ length: this.cols }, (_, c) => Array.from({ length: this.rows }, (_, r) => this.at(r, c))));
  }

  /** Gauss-Jordan: determinant and inverse together. */
  inverse(): { det: Fraction; inv: Matrix | null } {
    const n = this.rows;
    if (n !== this.cols) throw new Error("not square");
    const a = Array.from({ length: n }, (_, r) => [...this.row(r), ...Matrix.identity(n).row(r)]);
    let det = Fraction.ONE;
    for (let col = 0; col < n; col++) {
      const pivot = a.findIndex((row, r) => r >= col && !row[col].isZero);
      if (pivot < 0) return { det: Fraction.ZERO, inv: null };
      if (pivot !== col) {
        [a[pivot], a[col]] = [a[col], a[pivot]];
        det = det.neg();
      }
      const p = a[col][col];
      det = det.times(p);
      a[col] = a[col].map((v) => v.div(p));
      for (let r = 0; r < n; r++) {
        if (r === col || a[r][col].isZero) continue;
        const f = a[r][col];
        a[r] = a[r].map((v, j) => v.minus(f.times(a[col][j])));
      }
    }
    return { det, inv: Matrix.of(a.map((row) => row.slice(n))) };
  }

  toString(): string {
    const cells = Array.from({ length: this.rows }, (_, r) => this.row(r).map(String));
    const widths = Array.from({ length: this.cols }, (_, c) => Math.max(...cells.map((row) => row[c].length)));
    return cells
      .map((row, r) => {
        const [l, rr] = this.rows === 1 ? ["[", "]"] : r === 0 ? ["⎡", "⎤"] : r === this.rows - 1 ? ["⎣", "⎦"] : ["⎢", "⎥"];
        return `${l} ${row.map((s, c) => s.padStart(widths[c])).join("  ")} ${rr}`;
      })
      .join("\n");
  }
}

class Polynomial {
  readonly coeffs: number[]; // coeffs[i] is the coefficient of x^i
  constructor(coeffs: number[]) {
    const c = [...coeffs];
    while (c.length > 1 && c[c.length - 1] === 0) c.pop();
    this.coeffs = c.length ? c : [0];
  }
  static fromRoots(...roots: number[]): Polynomial {
    return roots.reduce((p, r) => p.times(new Polynomial([-r, 1])), new Polynomial([1]));
  }
  get degree(): number { return this.coeffs.length - 1; }
  plus(o: Polynomial): Polynomial {
    const n = Math.max(this.coeffs.length, o.coeffs.length);
    return new Polynomial(Array.from({ length: n }, (_, i) => (this.coeffs[i] ?? 0) + (o.coeffs[i] ?? 0)));
  }
  times(o: Polynomial): Polynomial {
    const out = new Array<number>(this.coeffs.length + o.coeffs.length - 1).fill(0);
    this.coeffs.forEach((a, i) => o.coeffs.forEach((b, j) => (out[i + j] += a * b)));
    return new Polynomial(out);
  }
  divmod(d: Polynomial): [Polynomial, Polynomial] {
    if (d.degree === 0 && d.coeffs[0] === 0) throw new RangeError("polynomial division by zero");
    const rem = [...this.coeffs];
    const q = new Array<number>(Math.max(1, this.degree - d.degree + 1)).fill(0);
    for (let i = this.degree - d.degree; i >= 0; i--) {
      const f = rem[i + d.degree] / d.coeffs[d.degree];
      q[i] = f;
      d.coeffs.forEach((c, j) => (rem[i + j] -= f * c));
    }
    return [new Polynomial(q), new Polynomial(rem.slice(0, Math.max(1, d.degree)))];
  }
  derivative(): Polynomial { return new Polynomial(this.coeffs.slice(1).map((c, i) => c * (i + 1))); }
  eval(x: number): number { return this.coeffs.reduceRight((acc, c) => acc * x + c, 0); }
  newton(x0: number, steps = 30): number {
    const d = this.derivative();
    let x = x0;
    for (let i = 0; i < steps; i++) {
      const dx = this.eval(x) / d.eval(x);
      x -= dx;
      if (Math.abs(dx) < 1e-13) break;
    }
    return x;
  }
  toString(): string {
    const terms = this.coeffs
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c !== 0)
      .reverse()
      .map(({ c, i }, k) => {
        const sign = c < 0 ? (k ? " - " : "-") : k ? " + " : "";
        const abs = Math.abs(c);
        const coef = abs === 1 && i > 0 ? "" : Number.isInteger(abs) ? String(abs) : abs.toFixed(3);
        const sup = i > 1 ? `x^${i}` : i === 1 ? "x" : "";
        return sign + coef + sup;
      });
    return terms.join("") || "0";
  }
}

const A = Matrix.of([[2, 1, 1], [1, 3, 2], [1, 0, 0]]);
const B = Matrix.of([[1, 2], [0, 1], [4, 0]]);
console.log(`A =\n${A}\n\nA x B =\n${A.times(B)}\n\nB^T =\n${B.transpose()}`);
const { det, inv } = A.inverse();
console.log(`\ndet(A) = ${det}\nA^-1 =\n${inv}`);
console.log("A * A^-1 == I:", inv !== null && A.times(inv).toString() === Matrix.identity(3).toString());
const fib = Matrix.of([[1, 1], [1, 0]]).pow(30);
console.log(`\nfib via matrix power: F30=${fib.at(0, 1)} F31=${fib.at(0, 0)}`);
console.log(`(A + A) - 2A:\n${A.plus(A).minus(A.scale(2))}`);
console.log(`half of row: ${Matrix.of([[1, 3]]).scale(new Fraction(1, 2))}`);
console.log(`singular: ${Matrix.of([[1, 2], [2, 4]]).inverse().det}`);
for (const bad of [() => A.times(A.transpose().times(B).transpose()), () => Matrix.of([[1, 2], [3]]), () => new Fraction(1, 0)]) {
  try {
    console.log(String(bad()));
  } catch (e) {
    console.log(`${(e as Error).constructor.name}: ${(e as Error).message}`);
  }
}

const p = Polynomial.fromRoots(1, -2, 3);
const q = new Polynomial([1, 0, 1]);
console.log(`\np(x) = ${p}   (degree ${p.degree})`);
console.log(`p'(x) = ${p.derivative()}`);
console.log(`p + q = ${p.plus(q)}`);
console.log(`p * q = ${p.times(q)}`);
const [quot, rem] = p.divmod(new Polynomial([-3, 1]));
console.log(`p / (x - 3) = ${quot} rem ${rem}`);
const [q2, r2] = p.times(q).plus(new Polynomial([5, -1])).divmod(q);
console.log(`(p*q + 5 - x) / q = ${q2} rem ${r2}`);
console.log("p at -3..4:", Array.from({ length: 8 }, (_, i) => p.eval(i - 3)).join(", "));
const cubic = new Polynomial([-2, 0, 0, 1]);
console.log(`cbrt(2) by Newton on ${cubic}: ${cubic.newton(1).toFixed(12)} vs ${Math.cbrt(2).toFixed(12)}`);
console.log(`${new Polynomial([0.5, -1.25, 0, -1])}  |  ${new Polynomial([0, 0])}  |  ${new Polynomial([-1])}`);
