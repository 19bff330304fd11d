// A recipe scaler: quantities with units as a class with static factories,
// #private state, getters, toJSON/toString, an iterable collection with a
// generator, template literal unit keys, and string formatting by locale.

type MassUnit = "g" | "kg" | "oz" | "lb";
type VolumeUnit = "ml" | "l" | "tsp" | "tbsp" | "cup";
type Unit = MassUnit | VolumeUnit | "pc";
type Dimension = "mass" | "volume" | "count";

const FACTORS = {
  g: 1, kg: 1000, oz: 28.3495, lb: 453.592,
  ml: 1, l: 1000, tsp: 4.92892, tbsp: 14.7868, cup: 236.588,
  pc: 1,
} as const satisfies Record<Unit, number>;

const dimensionOf = (u: Unit): Dimension =>
  u === "pc" ? "count" : (["g", "kg", "oz", "lb"] as readonly string[]).includes(u) ? "mass" : "volume";

class Quantity {
  static #created = 0;
  readonly #base: number; // grams, millilitres or pieces
  private constructor(base: number, readonly unit: Unit) {
    this.#base = base;
    Quantity.#created++;
  }
  static of(amount: number, unit: Unit): Quantity {
    if (!(amount >= 0)) throw new RangeError(`amount must be non-negative, got ${amount}`);
    return new Quantity(amount * FACTORS[unit], unit);
  }
  static parse(text: string): Quantity {
    const m = /^\s*(\d+(?:\.\d+)?|\d+\/\d+)\s*([a-z]+)\s*$/i.exec(text);
    if (!m) throw new SyntaxError(`cannot read quantity "${text}"`);
    const [, num, unit] = m;
    const amount = num.includes("/") ? num.split("/").map(Number).reduce((a, b) => a / b) : Number(num);
    if (!(unit.toLowerCase() in FACTORS)) throw new SyntaxError(`unknown unit "${unit}"`);
    return Quantity.of(amount, unit.toLowerCase() as Unit);
  }
  static get created(): number { return Quantity.#created; }
  get amount(): number { return this.#base / FACTORS[this.unit]; }
  get dimension(): Dimension { return dimensionOf(this.unit); }
  to(unit: Unit): Quantity {
    if (dimensionOf(unit) !== this.dimension) throw new TypeError(`cannot convert ${this.dimension} to ${dimensionOf(unit)}`);
    return new Quantity(this.#base, unit);
  }
  times(k: number): Quantity { return new Quantity(this.#base * k, this.unit); }
  plus(other: Quantity): Quantity { return new Quantity(this.#base + other.to(this.unit).#base, this.unit); }
  // picks the unit a cook would use for this amount
  humanize(system: "metric" | "us"): Quantity {
    const ladders: Record<`${Dimension}:${typeof system}`, Unit[]> = {
      "mass:metric": ["g", "kg"], "mass:us": ["oz", "lb"],
      "volume:metric": ["ml", "l"], "volume:us": ["tsp", "tbsp", "cup"],
      "count:metric": ["pc"], "count:us": ["pc"],
    };
    const ladder = ladders[`${this.dimension}:${system}`];
    let best = ladder[0];
    for (const u of ladder) if (this.#base / FACTORS[u] >= 1) best = u;
    return this.to(best);
  }
  toString(): string {
    const a = this.amount;
    const shown = Number.isInteger(a) ? String(a) : a < 10 ? a.toFixed(2).replace(/0+$/, "") : a.toFixed(1).replace(/\.0$/, "");
    return `${shown} ${this.unit}`;
  }
  toJSON(): { amount: number; unit: Unit } { return { amount: Math.round(this.amount * 100) / 100, unit: this.unit }; }
}

interface Line { name: string; qty: Quantity; optional?: boolean }

class Recipe implements Iterable<Line> {
  private lines: Line[] = [];
  constructor(readonly title: string, readonly serves: number) {}
  add(name: string, qty: string | Quantity, optional = false): this {
    this.lines.push({ name, qty: typeof qty === "string" ? Quantity.parse(qty) : qty, ...(optional && { optional }) });
    return this;
  }
  scaled(serves: number): Recipe {
    const r = new Recipe(`${this.title} (x${+(serves / this.serves).toFixed(2)})`, serves);
    for (const { name, qty, optional } of this) r.add(name, qty.times(serves / this.serves), optional);
    return r;
  }
  *[Symbol.iterator](): Generator<Line> {
    yield* this.lines;
  }
  *required(): Generator<Line> {
    for (const l of this) if (!l.optional) yield l;
  }
  format(system: "metric" | "us"): string {
    const width = Math.max(...this.lines.map((l) => l.name.length));
    const rows = [...this].map(({ name, qty, optional }) => `  ${name.padEnd(width)}  ${qty.humanize(system).toString().padStart(9)}${optional ? "  (optional)" : ""}`);
    return [`${this.title} — serves ${this.serves}`, ...rows].join("\n");
  }
}

const pancakes = new Recipe("Pancakes", 4)
  .add("flour", "250 g")
  .add("milk", "500 ml")
  .add("egg", "2 pc")
  .add("sugar", "2 tbsp")
  .add("salt", "1/2 tsp")
  .add("butter", Quantity.of(30, "g"), true);

console.log(pancakes.format("metric"));
console.log(pancakes.scaled(10).format("us"));
console.log(pancakes.scaled(1).format("metric"));
console.log("required:", [...pancakes.required()].map((l) => l.name).join(", "));

const total = [...pancakes].filter((l) => l.qty.dimension === "mass").map((l) => l.qty).reduce((a, b) => a.plus(b));
console.log("dry mass", total.toString(), "=", total.to("lb").toString(), "=", total.humanize("us").toString());
console.log(JSON.stringify({ title: pancakes.title, lines: [...pancakes.required()].slice(0, 3) }));
for (const bad of ["3 cups", "two eggs", "1 kg:ml", "-1 g"]) {
  try {
    const q = bad.includes(":") ? Quantity.parse(bad.split(":")[0]).to(bad.split(":")[1] as Unit) : Quantity.parse(bad);
    console.log("parsed", String(q));
  } catch (e) {
    console.log(e instanceof Error ? `${e.constructor.name}: ${e.message}` : e);
  }
}
console.log("quantities created:", Quantity.created, Object.keys(Quantity.of(1, "cup")), `${Quantity.of(1, "cup").to("ml")}`);
