// Errors thrown from constructors, getters and setters.
class Temperature {
  private celsius: number;
  constructor(c: number) {
    if (c < -273.15) throw new RangeError("below absolute zero: " + c);
    this.celsius = c;
  }
  get fahrenheit(): number {
    return this.celsius * 9 / 5 + 32;
  }
  get kelvinLabel(): string {
    if (this.celsius > 1000) throw new Error("sensor overload");
    return (this.celsius + 273.15).toFixed(2) + " K";
  }
  set value(c: number) {
    if (Number.isNaN(c)) throw new TypeError("not a number");
    this.celsius = c;
  }
  get value(): number {
    return this.celsius;
  }
}

const readings = [20, -300, 1500, 37];
for (const r of readings) {
  try {
    const t = new Temperature(r);
    console.log(r, "->", t.fahrenheit, t.kelvinLabel);
  } catch (e) {
    if (e instanceof RangeError) console.log("rejected", r, "-", e.message);
    else if (e instanceof Error) console.log("failed", r, "-", e.message);
  }
}

const t = new Temperature(10);
try {
  t.value = 25;
  t.value = NaN;
} catch (e) {
  console.log(String(e), "value stays", t.value);
}

class Base {
  constructor(public id: number) {
    if (id <= 0) throw new Error("id must be positive");
  }
}
class Derived extends Base {
  tag: string;
  constructor(id: number, tag: string) {
    super(id);
    if (tag.length > 3) throw new Error("tag too long: " + tag);
    this.tag = tag;
  }
}
const made: string[] = [];
const specs: { id: number; tag: string }[] = [
  { id: 1, tag: "a" },
  { id: 0, tag: "b" },
  { id: 2, tag: "long" },
  { id: 3, tag: "c" },
];
for (const spec of specs) {
  try {
    const d = new Derived(spec.id, spec.tag);
    made.push(d.id + d.tag);
  } catch (e) {
    if (e instanceof Error) made.push("!" + e.message);
  }
}
console.log(made);
