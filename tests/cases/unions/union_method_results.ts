// Methods called through a union of object types whose members declare
// them with different results: the call's type is the union of the
// results (tsc's union signature), each member's own method adapted.
class Circle {
  constructor(public r: number) {}
  scale(k: number): Circle { return new Circle(this.r * k); }
  area(): number { return 3 * this.r * this.r; }
  size(): number { return this.r; }
  describe(prefix?: string): string { return (prefix ?? "") + "circle " + this.r; }
}
class Square {
  constructor(public s: number) {}
  scale(k: number): Square { return new Square(this.s * k); }
  area(): number { return this.s * this.s; }
  size(): string { return "side " + this.s; }
  describe(prefix?: string): string { return (prefix ?? "") + "square " + this.s; }
}
interface Tri {
  kind: "tri";
  scale(k: number): Tri;
  area(): number;
  size(): number;
  describe(prefix?: string): string;
}
function tri(b: number): Tri {
  return { kind: "tri", scale: (k) => tri(b * k), area: () => b / 2, size: () => b * 10, describe: (p) => (p ?? "") + "tri " + b };
}

type Shape = Circle | Square | Tri;
const shapes: Shape[] = [new Circle(1), new Square(2), tri(3)];
for (const s of shapes) {
  const t = s.scale(2);
  console.log(t.area(), s.describe(), t.describe("> "));
}
const total = shapes.map((s) => s.scale(3).area()).reduce((a, b) => a + b, 0);
console.log(total);

// results held differently (number, string): each class's method is adapted
const two: (Circle | Square)[] = [new Circle(4), new Square(5)];
const sizes: (string | number)[] = two.map((s) => s.size());
for (const s of two) { const z = s.size(); console.log(typeof z, z); }
console.log(sizes);

// an optional parameter on one side, required on the other: the call needs it
class A { run(n: number): number { return n + 1; } }
class B { run(n?: number): string { return "b" + (n ?? 0); } }
function go(x: A | B) { return x.run(5); }
console.log(go(new A()), go(new B()));
