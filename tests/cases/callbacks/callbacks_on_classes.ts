// Array callbacks over class instances: virtual methods inside map/filter/reduce.
abstract class Shape {
  abstract area(): number;
  abstract get kind(): string;
}
class Circle extends Shape {
  constructor(public r: number) {
    super();
  }
  area(): number {
    return Math.PI * this.r * this.r;
  }
  get kind(): string {
    return "circle";
  }
}
class Rect extends Shape {
  constructor(public w: number, public h: number) {
    super();
  }
  area(): number {
    return this.w * this.h;
  }
  get kind(): string {
    return this.w === this.h ? "square" : "rect";
  }
}

const shapes: Shape[] = [new Circle(1), new Rect(2, 3), new Rect(2, 2), new Circle(0.5), new Rect(10, 0.1)];
console.log(shapes.map((s) => s.kind).join(","));
console.log(shapes.map((s) => s.area().toFixed(3)).join(" "));
const total = shapes.reduce((t, s) => t + s.area(), 0);
console.log(total.toFixed(6));
const circles = shapes.filter((s) => s instanceof Circle);
console.log(circles.length, circles.every((c) => c.kind === "circle"));
const largest = shapes.reduce((best, s) => (s.area() > best.area() ? s : best));
console.log(largest.kind, largest.area());
const sortedKinds = shapes
  .slice()
  .sort((a, b) => a.area() - b.area())
  .map((s) => `${s.kind}:${s.area().toFixed(2)}`);
console.log(sortedKinds.join(" "));
console.log(shapes.find((s) => s.area() > 100), shapes.findIndex((s) => s.kind === "square"));

// Mutating instances inside forEach.
shapes.forEach((s) => {
  if (s instanceof Rect) s.w *= 2;
  else if (s instanceof Circle) s.r += 1;
});
console.log(shapes);
console.log(shapes.some((s) => s.kind === "square"), shapes.map((s) => Math.round(s.area())));
