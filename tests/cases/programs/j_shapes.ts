// A scene of shapes: abstract classes, interfaces, mixins, static registries and iterators.
interface HasArea {
  area(): number;
  readonly name: string;
}

interface Movable {
  moveBy(dx: number, dy: number): void;
}

type Point = Readonly<{ x: number; y: number }>;
type Ctor<T = {}> = new (...args: any[]) => T;

abstract class Shape implements HasArea {
  private static counter = 0;
  static readonly registry = new Map<string, number>();
  readonly id: number;

  static {
    Shape.registry.set("created", 0);
  }

  constructor(protected origin: Point) {
    this.id = ++Shape.counter;
    const kind = this.constructor.name;
    Shape.registry.set(kind, (Shape.registry.get(kind) ?? 0) + 1);
    Shape.registry.set("created", Shape.registry.get("created")! + 1);
  }

  abstract area(): number;
  abstract perimeter(): number;

  get name(): string {
    return `${this.constructor.name.toLowerCase()}#${this.id}`;
  }

  get center(): Point {
    return this.origin;
  }

  describe(): string {
    const { x, y } = this.center;
    return `${this.name} at (${x}, ${y}) area=${this.area().toFixed(2)} perimeter=${this.perimeter().toFixed(2)}`;
  }

  static compare(a: HasArea, b: HasArea): number {
    return a.area() - b.area() || a.name.localeCompare(b.name);
  }
}

class Circle extends Shape {
  constructor(origin: Point, readonly r: number) {
    super(origin);
  }
  area(): number {
    return Math.PI * this.r ** 2;
  }
  perimeter(): number {
    return 2 * Math.PI * this.r;
  }
}

class Rect extends Shape {
  constructor(origin: Point, readonly w: number, readonly h: number) {
    super(origin);
  }
  area(): number {
    return this.w * this.h;
  }
  perimeter(): number {
    return 2 * (this.w + this.h);
  }
  override get center(): Point {
    return { x: this.origin.x + this.w / 2, y: this.origin.y + this.h / 2 };
  }
}

class Square extends Rect {
  constructor(origin: Point, side: number) {
    super(origin, side, side);
  }
  override describe(): string {
    return super.describe() + " (square)";
  }
}

class Polygon extends Shape {
  readonly points: Point[];
  constructor(...points: Point[]) {
    super(points[0] ?? { x: 0, y: 0 });
    this.points = points;
  }
  area(): number {
    let s = 0;
    this.points.forEach((p, i) => {
      const q = this.points[(i + 1) % this.points.length];
      s += p.x * q.y - q.x * p.y;
    });
    return Math.abs(s) / 2;
  }
  perimeter(): number {
    return this.points.reduce((sum, p, i, pts) => {
      const q = pts[(i + 1) % pts.length];
      return sum + Math.hypot(q.x - p.x, q.y - p.y);
    }, 0);
  }
}

function Draggable<TBase extends Ctor<Shape>>(Base: TBase) {
  return class extends Base implements Movable {
    moves = 0;
    moveBy(dx: number, dy: number): void {
      this.origin = { x: this.origin.x + dx, y: this.origin.y + dy };
      this.moves++;
    }
  };
}

const DraggableCircle = Draggable(Circle);

class Scene implements Iterable<Shape> {
  #shapes: Shape[] = [];
  add(...shapes: Shape[]): this {
    this.#shapes.push(...shapes);
    return this;
  }
  *[Symbol.iterator](): Iterator<Shape> {
    yield* this.#shapes;
  }
  *largerThan(min: number): Generator<Shape, number, undefined> {
    let n = 0;
    for (const s of this.#shapes) {
      if (s.area() > min) {
        n++;
        yield s;
      }
    }
    return n;
  }
  get totalArea(): number {
    return [...this].reduce((a, s) => a + s.area(), 0);
  }
}

const dc = new DraggableCircle({ x: 0, y: 0 }, 1.5);
const scene = new Scene().add(
  new Circle({ x: 1, y: 1 }, 2),
  new Rect({ x: 0, y: 0 }, 3, 4),
  new Square({ x: 2, y: 2 }, 2.5),
  new Polygon({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 }),
  dc,
);
dc.moveBy(2, -1);
dc.moveBy(1, 1);
for (const s of scene) console.log(s.describe());
console.log("moves:", dc.moves, dc instanceof Circle, dc instanceof Shape, dc.name);
console.log("sorted:", [...scene].sort(Shape.compare).map((s) => s.name).join(" < "));
const gen = scene.largerThan(10);
const big: string[] = [];
let step = gen.next();
while (!step.done) {
  big.push(step.value.name);
  step = gen.next();
}
console.log("larger than 10:", big, "count", step.value);
console.log("total area", scene.totalArea.toFixed(3), Object.fromEntries(Shape.registry));
const byKind = [...scene].reduce((m, s) => m.set(s.constructor.name, [...(m.get(s.constructor.name) ?? []), s.id]), new Map<string, number[]>());
console.log(byKind);
const movable: Movable[] = [dc];
movable.forEach((m) => m.moveBy(-3, 0));
console.log(dc.center, (dc as HasArea).area().toFixed(1));
