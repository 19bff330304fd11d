// Class features in a shape/scene module
type Constructor<T = {}> = new (...args: any[]) => T;

function Named<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    label = "unnamed";
    rename(n: string): this {
      this.label = n;
      return this;
    }
  };
}

abstract class Shape {
  static #created = 0;
  static registry: Shape[] = [];
  static {
    Shape.registry = [];
  }
  #scale = 1;

  protected constructor(readonly kind: string) {
    Shape.#created++;
    Shape.registry.push(this);
  }

  static get created(): number {
    return Shape.#created;
  }

  get scale(): number {
    return this.#scale;
  }
  set scale(v: number) {
    if (!(v > 0)) throw new RangeError("scale must be > 0");
    this.#scale = v;
  }

  abstract baseArea(): number;

  area(): number {
    return this.baseArea() * this.#scale ** 2;
  }

  #fmt(n: number): string {
    return n.toFixed(2);
  }

  describe(): string {
    return `${this.kind} area=${this.#fmt(this.area())}`;
  }

  static isShape(x: unknown): x is Shape {
    return x instanceof Shape;
  }

  static hasScale(o: object): boolean {
    return #scale in o;
  }
}

class Circle extends Shape {
  constructor(private r: number) {
    super("circle");
  }
  baseArea(): number {
    return Math.PI * this.r ** 2;
  }
}

class Rect extends Shape {
  constructor(protected w: number, protected h: number) {
    super("rect");
  }
  baseArea(): number {
    return this.w * this.h;
  }
  override describe(): string {
    return `${super.describe()} (${this.w}x${this.h})`;
  }
}

class Square extends Rect {
  constructor(side: number) {
    super(side, side);
  }
  override get scale(): number {
    return super.scale;
  }
  override set scale(v: number) {
    super.scale = Math.min(v, 10);
  }
}

const NamedCircle = Named(Circle);
const shapes = [new Circle(1), new Rect(2, 3), new Square(2), new NamedCircle(2).rename("big wheel")];
shapes[1].scale = 2;
shapes[2].scale = 50;
for (const s of shapes) console.log(s.describe(), s.scale, s instanceof Rect, s instanceof Square);
console.log(Shape.created, Shape.registry.length, Shape.isShape(shapes[0]), Shape.isShape({}), Shape.hasScale(shapes[3]), Shape.hasScale({}));
const named = new NamedCircle(3).rename("disc");
console.log("label:", named.label, named.describe(), named instanceof Circle);
try {
  shapes[0].scale = -1;
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
const total = shapes.reduce((sum, s) => sum + s.area(), 0);
console.log(total.toFixed(3));

class Counter {
  static instances = 0;
  count = 0;
  readonly step: number;
  constructor(step = 1) {
    this.step = step;
    Counter.instances++;
  }
  increment = (): number => (this.count += this.step);
}
const c = new Counter(5);
const inc = c.increment;
inc();
inc();
console.log(c.count, Counter.instances, [1, 2, 3].map(() => new Counter().increment()));
const Point = class {
  constructor(public x = 0, public y = 0) {}
  plus(o: { x: number; y: number }) {
    return new Point(this.x + o.x, this.y + o.y);
  }
};
console.log(new Point(1, 2).plus({ x: 3, y: 4 }));
