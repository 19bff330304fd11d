// A drawing model: abstract base with protected state, static blocks and
// counters, private methods, accessors overridden in subclasses with
// super.prop, toJSON, a registry of factories keyed by kind, and
// serialisation round trips.

abstract class Shape {
  static #count = 0;
  static readonly registry = new Map<string, (json: Record<string, unknown>) => Shape>();
  static {
    Shape.registry.set("group", (j) => Group.fromJSON(j));
  }
  readonly id: string;
  protected constructor(protected x: number, protected y: number, readonly kind: string) {
    this.id = `${kind}-${++Shape.#count}`;
  }
  abstract get area(): number;
  abstract get perimeter(): number;
  get label(): string { return `${this.kind}@(${this.x},${this.y})`; }
  move(dx: number, dy: number): this {
    this.x += dx;
    this.y += dy;
    return this;
  }
  #round(n: number): number { return Math.round(n * 100) / 100; }
  describe(): string { return `${this.label} area=${this.#round(this.area)} perim=${this.#round(this.perimeter)}`; }
  toJSON(): Record<string, unknown> { return { kind: this.kind, x: this.x, y: this.y }; }
  static get created(): number { return Shape.#count; }
  static revive(json: Record<string, unknown>): Shape {
    const make = Shape.registry.get(String(json.kind));
    if (!make) throw new TypeError(`unknown shape kind ${String(json.kind)}`);
    return make(json);
  }
}

class Circle extends Shape {
  static {
    Shape.registry.set("circle", (j) => new Circle(Number(j.x), Number(j.y), Number(j.r)));
  }
  constructor(x: number, y: number, private r: number) { super(x, y, "circle"); }
  get area(): number { return Math.PI * this.r ** 2; }
  get perimeter(): number { return 2 * Math.PI * this.r; }
  override get label(): string { return `${super.label} r=${this.r}`; }
  set radius(v: number) {
    if (v <= 0) throw new RangeError("radius must be positive");
    this.r = v;
  }
  get radius(): number { return this.r; }
  override toJSON(): Record<string, unknown> { return { ...super.toJSON(), r: this.r }; }
}

class Rect extends Shape {
  static {
    Shape.registry.set("rect", (j) => new Rect(Number(j.x), Number(j.y), Number(j.w), Number(j.h)));
  }
  constructor(x: number, y: number, protected w: number, protected h: number, kind = "rect") { super(x, y, kind); }
  get area(): number { return this.w * this.h; }
  get perimeter(): number { return 2 * (this.w + this.h); }
  override toJSON(): Record<string, unknown> { return { ...super.toJSON(), w: this.w, h: this.h }; }
}

class Square extends Rect {
  static {
    Shape.registry.set("square", (j) => new Square(Number(j.x), Number(j.y), Number(j.w)));
  }
  constructor(x: number, y: number, side: number) { super(x, y, side, side, "square"); }
  override get label(): string { return `${super.label} side=${this.w}`; }
}

class Group extends Shape {
  readonly children: Shape[] = [];
  constructor(x = 0, y = 0) { super(x, y, "group"); }
  add(...s: Shape[]): this { this.children.push(...s); return this; }
  get area(): number { return this.children.reduce((a, s) => a + s.area, 0); }
  get perimeter(): number { return this.children.reduce((a, s) => a + s.perimeter, 0); }
  override move(dx: number, dy: number): this {
    super.move(dx, dy);
    this.children.forEach((c) => c.move(dx, dy));
    return this;
  }
  override toJSON(): Record<string, unknown> { return { ...super.toJSON(), children: this.children.map((c) => c.toJSON()) }; }
  static fromJSON(j: Record<string, unknown>): Group {
    const g = new Group(Number(j.x), Number(j.y));
    const kids = Array.isArray(j.children) ? j.children : [];
    for (const k of kids) g.add(Shape.revive(k as Record<string, unknown>));
    return g;
  }
}

const scene = new Group().add(new Circle(0, 0, 1), new Rect(2, 2, 3, 4), new Group(5, 5).add(new Square(6, 6, 2), new Circle(1, 1, 0.5)));
scene.move(1, -1);
for (const s of scene.children) console.log(s.describe());
console.log(scene.describe(), Shape.created);
const json = JSON.stringify(scene);
console.log(json);
const copy = Shape.revive(JSON.parse(json) as Record<string, unknown>);
console.log(copy instanceof Group, copy.describe(), JSON.stringify(copy) === json, Shape.created);
const c = new Circle(0, 0, 2);
c.radius = 3;
console.log(c.radius, c.label, c.area.toFixed(3));
try { c.radius = -1; } catch (e) { console.log(String(e)); }
try { Shape.revive({ kind: "hexagon" }); } catch (e) { console.log(String(e)); }
console.log([...Shape.registry.keys()].sort(), Object.keys(new Square(0, 0, 1)), new Square(1, 2, 3) instanceof Rect);
