abstract class Shape {
  static created = 0;
  constructor(public label: string) { Shape.created++; }
  abstract area(): number;
  describe(): string { return `${this.label}: ${this.area().toFixed(2)}`; }
  static kind(): string { return "shape"; }
}
class Circle extends Shape {
  constructor(label: string, public r: number = 1) { super(label); }
  area(): number { return Math.PI * this.r * this.r; }
  static kind(): string { return "circle"; }
}
class Square extends Shape {
  static sides = 4;
  area(): number { return 4; }
}
class Unit extends Square {}

const registry: Record<string, typeof Circle | typeof Square> = { circle: Circle, square: Square };
type ShapeCtor = new (label: string) => Shape;
const ctors: ShapeCtor[] = [Circle, Square, Unit];
for (const C of ctors) {
  const s = new C("s-" + C.name);
  console.log(s.describe(), s instanceof C, s instanceof Square, typeof C);
}
function build(k: typeof Shape): string { return k.name + "/" + k.kind(); }
console.log(build(Circle), build(Square), build(Unit));
const byName = new Map<string, typeof Shape>();
byName.set("c", Circle);
byName.set("u", Unit);
console.log(byName.get("c") === Circle, byName.get("u") === Circle, byName);
console.log([Circle, Square], { k: Unit });
console.log(Shape.created, Square.sides, Unit.sides);
const U: typeof Square = Unit;
console.log(U.sides, U.kind(), U === Unit, new U("uu").describe());
for (const key of Object.keys(registry)) {
  const K = registry[key];
  console.log(key, K.name);
}
function isA(x: Shape, k: typeof Shape): boolean { return x instanceof k; }
console.log(isA(new Circle("c"), Square), isA(new Unit("u"), Square), isA(new Unit("u"), Shape));
