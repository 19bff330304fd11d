// A type-heavy module: mixins, mapped/conditional/template literal types,
// satisfies, as const tables, overloads, abstract classes, #private, static blocks.

type Constructor<T = {}> = new (...args: any[]) => T;

function Timestamped<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    createdAt = 1_700_000_000_000;
    touch(): number {
      this.createdAt += 1000;
      return this.createdAt;
    }
  };
}

function Tagged<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    #tags = new Set<string>();
    tag(...names: string[]): this {
      for (const n of names) this.#tags.add(n.toLowerCase());
      return this;
    }
    get tags(): string[] {
      return [...this.#tags].sort();
    }
  };
}

class Entity {
  constructor(public readonly id: string) {}
  describe(): string {
    return `Entity(${this.id})`;
  }
}

const Document = Tagged(Timestamped(Entity));
type DocumentT = InstanceType<typeof Document>;

const doc: DocumentT = new Document("doc-1");
doc.tag("Draft", "Legal", "draft");
console.log(doc.describe(), doc.tags, doc.touch() - 1_700_000_000_000);

// --- mapped, conditional and template literal types
type Events = { click: { x: number; y: number }; key: { code: string }; close: {} };
type Handlers = { [K in keyof Events as `on${Capitalize<K & string>}`]: (e: Events[K]) => string };

const handlers: Handlers = {
  onClick: ({ x, y }) => `click at ${x},${y}`,
  onKey: (e) => `key ${e.code}`,
  onClose: () => "closed",
};

function dispatch<K extends keyof Events>(name: K, payload: Events[K]): string {
  const key = `on${name[0].toUpperCase()}${name.slice(1)}` as keyof Handlers;
  const h = handlers[key] as (e: Events[K]) => string;
  return h(payload);
}
console.log(dispatch("click", { x: 3, y: 4 }), "|", dispatch("key", { code: "KeyA" }), "|", dispatch("close", {}));

type Unwrap<T> = T extends Promise<infer U> ? U : T extends Array<infer E> ? E : T;
const unwrapped: Unwrap<string[]> = "elem";
const unwrapped2: Unwrap<Promise<number>> = 42;
console.log(unwrapped, unwrapped2);

// --- as const tables with satisfies
const UNITS = {
  mm: { factor: 0.001, label: "millimetre" },
  cm: { factor: 0.01, label: "centimetre" },
  m: { factor: 1, label: "metre" },
  km: { factor: 1000, label: "kilometre" },
} as const satisfies Record<string, { factor: number; label: string }>;

type Unit = keyof typeof UNITS;

function convert(value: number, from: Unit, to: Unit): number {
  return (value * UNITS[from].factor) / UNITS[to].factor;
}
for (const [from, to] of [["km", "m"], ["mm", "cm"], ["m", "km"]] as [Unit, Unit][]) {
  console.log(`${5} ${UNITS[from].label}s = ${convert(5, from, to)} ${to}`);
}

// --- overloads
function parse(input: string): number;
function parse(input: string[]): number[];
function parse(input: string | string[]): number | number[] {
  if (Array.isArray(input)) return input.map((s) => parseInt(s, 10));
  return parseInt(input, 10);
}
console.log(parse("42") + 1, parse(["1", "2", "x"]));

// --- abstract classes, accessors, static blocks, instanceof narrowing
abstract class Shape {
  static registry: string[] = [];
  static count: number;
  static {
    Shape.count = 0;
  }
  constructor(protected name: string) {
    Shape.count++;
    Shape.registry.push(name);
  }
  abstract area(): number;
  toString(): string {
    return `${this.name}[${this.area().toFixed(2)}]`;
  }
}

class Circle extends Shape {
  #r: number;
  constructor(r: number) {
    super("circle");
    this.#r = r;
  }
  get radius(): number {
    return this.#r;
  }
  set radius(v: number) {
    if (v <= 0) throw new RangeError(`radius must be positive, got ${v}`);
    this.#r = v;
  }
  area(): number {
    return Math.PI * this.#r ** 2;
  }
  static #unit?: Circle;
  static unit(): Circle {
    return (Circle.#unit ??= new Circle(1));
  }
}

class Rect extends Shape {
  constructor(private w: number, private h: number) {
    super("rect");
  }
  area(): number {
    return this.w * this.h;
  }
  get isSquare() {
    return this.w === this.h;
  }
}

const shapes: Shape[] = [new Circle(2), new Rect(3, 4), new Rect(2, 2), Circle.unit(), Circle.unit()];
for (const s of shapes) {
  if (s instanceof Circle) console.log(`${s}`, "r =", s.radius);
  else if (s instanceof Rect) console.log(String(s), "square?", s.isSquare);
}
console.log("count", Shape.count, Shape.registry.join(","));

const c = shapes[0] as Circle;
try {
  c.radius = -1;
} catch (e) {
  if (e instanceof RangeError) console.log(e.name, e.message);
}
c.radius = 0.5;
console.log(c.toString(), Object.keys(c), JSON.stringify(c));

// --- keyof / Pick / Partial / Readonly utility flow
interface User { id: number; name: string; email: string; admin: boolean }
type PublicUser = Omit<User, "email">;
function toPublic({ email, ...rest }: User): PublicUser {
  return rest;
}
const patch: Partial<User> = { name: "Zed" };
const base: Readonly<User> = { id: 7, name: "Ada", email: "a@x.io", admin: false };
const merged: User = { ...base, ...patch };
console.log(toPublic(merged), Object.entries(patch));

type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
const settings = { name: "kiln", version: 3 };
const g: Getters<typeof settings> = {
  getName: () => settings.name,
  getVersion: () => settings.version,
};
settings.version++;
console.log(g.getName(), g.getVersion() + 1);

// --- class values: InstanceType, ConstructorParameters, spreading into `new`
type CircleArgs = ConstructorParameters<typeof Circle>;
const circleArgs: CircleArgs = [3];
const big: InstanceType<typeof Circle> = new Circle(...circleArgs);
const stamped: DocumentT[] = [doc, new Document("doc-2").tag("Final")];
console.log(big.area().toFixed(3), stamped.map((d) => `${d.id}:${d.tags.join("+")}`).join(" "));
