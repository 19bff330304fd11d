// Exact arithmetic: a Fraction class over bigint with normalisation,
// parsing, valueOf/toString, a Polynomial class with Horner evaluation,
// derivative, long division and rational root search, and Gaussian
// elimination over fractions.

class Fraction {
  readonly num: bigint;
  readonly den: bigint;
  static readonly ZERO = new Fraction(0n);
  static readonly ONE = new Fraction(1n);

  constructor(num: bigint, den: bigint = 1n) {
    if (den === 0n) throw new RangeError("zero denominator");
    if (den < 0n) { num = -num; den = -den; }
    const g = Fraction.gcd(num < 0n ? -num : num, den);
    this.num = g > 1n ? num / g : num;
    this.den = g > 1n ? den / g : den;
  }
  static gcd(a: bigint, b: bigint): bigint {
    while (b !== 0n) [a, b] = [b, a % b];
    return a === 0n ? 1n : a;
  }
  static of(x: number | bigint | string | Fraction): Fraction {
    if (x instanceof Fraction) return x;
    if (typeof x === "bigint") return new Fraction(x);
    if (typeof x === "number") {
      if (!Number.isInteger(x)) return Fraction.parse(String(x));
      return new Fraction(BigInt(x));
    }
    return Fraction.parse(x);
  }
  static parse(s: string): Fraction {
    const m = /^\s*(-?)(\d+)(?:\.(\d+))?(?:\s*\/\s*(\d+))?\s*$/.exec(s);
    if (!m) throw new SyntaxError(`not a fraction: ${JSON.stringify(s)}`);
    const [, sign, int, frac = "", den] = m;
    let f = new Fraction(BigInt(int + frac), 10n ** BigInt(frac.length));
    if (den !== undefined) f = f.div(new Fraction(BigInt(den)));
    return sign ? f.neg() : f;
  }
  add(o: Fraction): Fraction { return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den); }
  sub(o: Fraction): Fraction { return this.add(o.neg()); }
  mul(o: Fraction): Fraction { return new Fraction(this.num * o.num, this.den * o.den); }
  div(o: Fraction): Fraction {
    if (o.num === 0n) throw new RangeError("division by zero");
    return new Fraction(this.num * o.den, this.den * o.num);
  }
  neg(): Fraction { return new Fraction(-this.num, this.den); }
  pow(n: number): Fraction {
    let r = Fraction.ONE;
    for (let i = 0; i < Math.abs(n); i++) r = r.mul(this);
    return n < 0 ? Fraction.ONE.div(r) : r;
  }
  cmp(o: Fraction): number {
    const d = this.num * o.den - o.num * this.den;
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  }
  get isZero(): boolean { return this.num === 0n; }
  valueOf(): number { return Number(this.num) / Number(this.den); }
  toString(): string { return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`; }
}

class Polynomial {
  readonly coef: readonly Fraction[]; // coef[i] * x^i
  constructor(coef: ReadonlyArray<Fraction | number | string>) {
    const c = coef.map((x) => Fraction.of(x));
    while (c.length > 1 && c[c.length - 1].isZero) c.pop();
    this.coef = c;
  }
  get degree(): number { return this.coef.length === 1 && this.coef[0].isZero ? -Infinity : this.coef.length - 1; }
  at(x: Fraction): Fraction { return this.coef.reduceRight((acc, c) => acc.mul(x).add(c), Fraction.ZERO); }
  derivative(): Polynomial {
    return new Polynomial(this.coef.slice(1).map((c, i) => c.mul(Fraction.of(i + 1))));
  }
  divmod(d: Polynomial): [Polynomial, Polynomial] {
    if (d.degree === -Infinity) throw new RangeError("polynomial division by zero");
    let r = [...this.coef];
    const q: Fraction[] = new Array(Math.max(1, r.length - d.coef.length + 1)).fill(Fraction.ZERO);
    const lead = d.coef[d.coef.length - 1];
    while (r.length >= d.coef.length && !(r.length === 1 && r[0].isZero)) {
      const shift = r.length - d.coef.length;
      const factor = r[r.length - 1].div(lead);
      q[shift] = factor;
      r = r.map((c, i) => (i >= shift && i - shift < d.coef.length ? c.sub(d.coef[i - shift].mul(factor)) : c));
      r.pop();
      if (r.length === 0) r = [Fraction.ZERO];
    }
    const widen = (xs: Fraction[]): Array<Fraction | number | string> => xs.map((x): Fraction | number | string => x);
    return [new Polynomial(widen(q)), new Polynomial(widen(r))];
  }
  rationalRoots(): Fraction[] {
    // Scale to integer coefficients, then try p/q with p | a0 and q | an.
    const lcm = this.coef.reduce((l, c) => (l * c.den) / Fraction.gcd(l, c.den), 1n);
    const ints = this.coef.map((c) => (c.num * lcm) / c.den);
    const divisors = (n: bigint): bigint[] => {
      n = n < 0n ? -n : n;
      const out: bigint[] = [];
      for (let i = 1n; i <= n; i++) if (n % i === 0n) out.push(i);
      return out;
    };
    const roots = new Map<string, Fraction>();
    if (ints[0] === 0n) roots.set("0", Fraction.ZERO);
    const a0 = ints.find((x) => x !== 0n)!;
    for (const p of divisors(a0))
      for (const q of divisors(ints[ints.length - 1]))
        for (const s of [1n, -1n]) {
          const cand = new Fraction(s * p, q);
          if (this.at(cand).isZero) roots.set(cand.toString(), cand);
        }
    return [...roots.values()].sort((a, b) => a.cmp(b));
  }
  toString(): string {
    const terms: string[] = [];
    for (let i = this.coef.length - 1; i >= 0; i--) {
      const c = this.coef[i];
      if (c.isZero && this.coef.length > 1) continue;
      const abs = c.cmp(Fraction.ZERO) < 0 ? c.neg() : c;
      const sign = c.cmp(Fraction.ZERO) < 0 ? "-" : "+";
      const body = i === 0 ? `${abs}` : `${abs.num === abs.den ? "" : abs}${i === 1 ? "x" : `x^${i}`}`;
      terms.push(terms.length === 0 ? (sign === "-" ? "-" : "") + body : ` ${sign} ${body}`);
    }
    return terms.join("");
  }
}

function solve(a: Fraction[][], b: Fraction[]): Fraction[] | null {
  const n = a.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    const pivot = m.findIndex((row, r) => r >= col && !row[col].isZero);
    if (pivot < 0) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < n; r++) {
      if (r === col || m[r][col].isZero) continue;
      const f = m[r][col].div(m[col][col]);
      m[r] = m[r].map((v, k) => v.sub(m[col][k].mul(f)));
    }
  }
  return m.map((row, i) => row[n].div(row[i]));
}

const F = Fraction.of;
console.log(`${F("1/3").add(F("1/6"))} ${F(0.75).mul(F("4/9"))} ${F("-2.5").div(F(5))} ${F("2/3").pow(-3)} ${F(7n).sub(F("0.125"))}`);
console.log(+F("1/8"), F("3/4") > F("2/3"), [F("1/2"), F("-1/3"), F("5/4")].sort((a, b) => a.cmp(b)).join(" < "));
const p = new Polynomial([-6, 11, -6, 1]); // (x-1)(x-2)(x-3)
console.log(`p(x) = ${p}; degree ${p.degree}; p(1/2) = ${p.at(F("1/2"))}; p'(x) = ${p.derivative()}`);
console.log("roots:", p.rationalRoots().map(String));
const [q, r] = p.divmod(new Polynomial([-1, 1]));
console.log(`p / (x - 1) = ${q} rem ${r}`);
const p2 = new Polynomial(["1/2", 0, -2, "3/4"]);
const [q2, r2] = p2.divmod(new Polynomial([1, 0, 1]));
console.log(`${p2} = (${q2})(x^2 + 1) + (${r2}); roots ${p2.rationalRoots().join(", ") || "none"}`);
console.log("roots of 6x^3 - 5x^2 - 2x + 1:", new Polynomial([1, -2, -5, 6]).rationalRoots().join(", "));
const sol = solve(
  [[F(2), F(1), F(-1)], [F(-3), F(-1), F(2)], [F(-2), F(1), F(2)]],
  [F(8), F(-11), F(-3)],
);
console.log("solution:", sol?.map(String));
console.log("singular:", solve([[F(1), F(2)], [F(2), F(4)]], [F(3), F(6)]));
for (const bad of ["1/0", "abc", "2/x"]) {
  try { console.log(F(bad).toString()); } catch (e) { console.log(`${(e as Error).name}: ${(e as Error).message}`); }
}
