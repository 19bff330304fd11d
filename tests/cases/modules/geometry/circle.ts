import { Shape, Point } from "./shape";

export class Circle extends Shape {
  constructor(public center: Point, public radius: number) {
    super("circle");
  }
  area(): number {
    return Math.PI * this.radius * this.radius;
  }
  perimeter(): number {
    return 2 * Math.PI * this.radius;
  }
  contains(p: Point): boolean {
    const dx = p.x - this.center.x, dy = p.y - this.center.y;
    return dx * dx + dy * dy <= this.radius * this.radius;
  }
}
