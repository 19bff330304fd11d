// A small physical-quantities library: dimensions as exponent vectors,
// unit parsing ("kg*m/s^2"), arithmetic that checks dimensions, conversion
// and pretty printing through toString and template literals.

type Dim = readonly [m: number, kg: number, s: number, A: number, K: number];
const BASE = ["m", "kg", "s", "A", "K"] as const;
const ZERO: Dim = [0, 0, 0, 0, 0];

class DimensionError extends TypeError {
  constructor(op: string, a: Dim, b: Dim) {
    super(`cannot ${op} ${dimName(a)} and ${dimName(b)}`);
    this.name = "DimensionError";
  }
}

function dimName(d: Dim): string {
  const parts = d.map((e, i) => (e === 0 ? "" : e === 1 ? BASE[i] : `${BASE[i]}^${e}`)).filter(Boolean);
  return parts.length ? parts.join("·") : "1";
}

const sameDim = (a: Dim, b: Dim): boolean => a.every((e, i) => e === b[i]);
const combine = (a: Dim, b: Dim, sign: 1 | -1): Dim => a.map((e, i) => e + sign * b[i]) as unknown as Dim;

interface UnitDef { factor: number; dim: Dim; offset?: number }

const UNITS = new Map<string, UnitDef>([
  ["m", { factor: 1, dim: [1, 0, 0, 0, 0] }],
  ["km", { factor: 1000, dim: [1, 0, 0, 0, 0] }],
  ["cm", { factor: 0.01, dim: [1, 0, 0, 0, 0] }],
  ["mi", { factor: 1609.344, dim: [1, 0, 0, 0, 0] }],
  ["g", { factor: 0.001, dim: [0, 1, 0, 0, 0] }],
  ["kg", { factor: 1, dim: [0, 1, 0, 0, 0] }],
  ["lb", { factor: 0.45359237, dim: [0, 1, 0, 0, 0] }],
  ["s", { factor: 1, dim: [0, 0, 1, 0, 0] }],
  ["min", { factor: 60, dim: [0, 0, 1, 0, 0] }],
  ["h", { factor: 3600, dim: [0, 0, 1, 0, 0] }],
  ["N", { factor: 1, dim: [1, 1, -2, 0, 0] }],
  ["J", { factor: 1, dim: [2, 1, -2, 0, 0] }],
  ["W", { factor: 1, dim: [2, 1, -3, 0, 0] }],
  ["K", { factor: 1, dim: [0, 0, 0, 0, 1] }],
  ["degC", { factor: 1, dim: [0, 0, 0, 0, 1], offset: 273.15 }],
]);

function parseUnit(expr: string): UnitDef {
  let factor = 1;
  let dim: Dim = ZERO;
  let offset: number | undefined;
  const tokens = expr.replace(/\s+/g, "").split(/(?=[*/])/);
  for (const tok of tokens) {
    const m = /^([*/]?)([A-Za-z]+)(?:\^(-?\d+))?$/.exec(tok);
    if (!m) throw new SyntaxError(`bad unit term '${tok}' in '${expr}'`);
    const def = UNITS.get(m[2]);
    if (!def) throw new SyntaxError(`unknown unit '${m[2]}'`);
    const power = Number(m[3] ?? 1) * (m[1] === "/" ? -1 : 1);
    factor *= def.factor ** power;
    dim = combine(dim, def.dim.map((e) => e * power) as unknown as Dim, 1);
    if (def.offset !== undefined) {
      if (tokens.length > 1) throw new SyntaxError(`'${m[2]}' cannot be combined`);
      offset = def.offset;
    }
  }
  return { factor, dim, offset };
}

class Quantity {
  private constructor(readonly si: number, readonly dim: Dim) {}

  static of(value: number, unit: string): Quantity {
    const u = parseUnit(unit);
    return new Quantity((value + (u.offset ?? 0)) * u.factor, u.dim);
  }

  static parse(text: string): Quantity {
    const m = /^\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*(.+)$/.exec(text);
    if (!m) throw new SyntaxError(`cannot parse quantity '${text}'`);
    return Quantity.of(Number(m[1]), m[2]);
  }

  add(o: Quantity): Quantity {
    if (!sameDim(this.dim, o.dim)) throw new DimensionError("add", this.dim, o.dim);
    return new Quantity(this.si + o.si, this.dim);
  }
  sub(o: Quantity): Quantity {
    return this.add(o.scale(-1));
  }
  mul(o: Quantity | number): Quantity {
    return typeof o === "number" ? this.scale(o) : new Quantity(this.si * o.si, combine(this.dim, o.dim, 1));
  }
  div(o: Quantity): Quantity {
    return new Quantity(this.si / o.si, combine(this.dim, o.dim, -1));
  }
  scale(k: number): Quantity {
    return new Quantity(this.si * k, this.dim);
  }
  to(unit: string): number {
    const u = parseUnit(unit);
    if (!sameDim(u.dim, this.dim)) throw new DimensionError("convert", this.dim, u.dim);
    return this.si / u.factor - (u.offset ?? 0);
  }
  format(unit: string, digits = 3): string {
    return `${+this.to(unit).toFixed(digits)} ${unit}`;
  }
  get isDimensionless(): boolean {
    return sameDim(this.dim, ZERO);
  }
  toString(): string {
    return `${+this.si.toPrecision(6)} ${dimName(this.dim)}`;
  }
  valueOf(): number {
    return this.si;
  }
}

const q = Quantity.parse;
const run = q("10 km").add(q("3.1 mi"));
const time = q("52 min").add(q("30 s"));
const speed = run.div(time);
console.log(`distance ${run} = ${run.format("mi")}; time ${time.format("min")}`);
console.log(`pace ${speed.format("km/h", 2)} = ${speed.format("m/s", 3)} = ${speed.format("mi/h", 2)}`);
const force = q("75 kg").mul(q("9.81 m/s^2"));
console.log(`weight ${force} -> ${force.format("N", 1)}; work up 300 m: ${force.mul(q("300 m")).format("J", 0)}`);
const power = force.mul(q("300 m")).div(q("20 min"));
console.log(`power ${power.format("W", 1)}, as number ${+power > 100 ? "above" : "below"} 100 W`);
console.log(`temps: ${q("21.5 degC").format("K", 2)}, ${q("300 K").format("degC", 2)}, delta ${q("300 K").sub(q("20 degC")).format("K", 2)}`);
console.log(`ratio ${run.div(q("400 m"))} laps, dimensionless=${run.div(q("400 m")).isDimensionless}`);
console.log("mass", q("2.2 lb").format("kg", 4), q("1500 g").format("lb", 3), [q("1 kg"), q("1 lb"), q("900 g")].sort((a, b) => +a - +b).map(String).join(" < "));

const bad: [string, () => unknown][] = [
  ["add length and time", () => run.add(time)],
  ["convert speed to J", () => speed.to("J")],
  ["unknown unit", () => q("3 parsecs")],
  ["degC in a product", () => q("5 degC*m")],
  ["garbage", () => q("fast")],
];
for (const [label, f] of bad) {
  try {
    f();
    console.log(label, "ok?");
  } catch (e) {
    console.log(`${label}: ${e instanceof DimensionError ? "DimensionError" : (e as Error).name}: ${(e as Error).message}`);
  }
}
