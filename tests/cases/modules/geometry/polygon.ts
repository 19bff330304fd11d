import { Shape, Point, distance } from "./shape";

export class Polygon extends Shape {
  constructor(label: string, public points: Point[]) {
    super(label);
  }
  area(): number {
    let s = 0;
    for (let i = 0; i < this.points.length; i++) {
      const a = this.points[i];
      const b = this.points[(i + 1) % this.points.length];
      s += a.x * b.y - b.x * a.y;
    }
    return Math.abs(s) / 2;
  }
  perimeter(): number {
    let p = 0;
    for (let i = 0; i < this.points.length; i++) p += distance(this.points[i], this.points[(i + 1) % this.points.length]);
    return p;
  }
}

export class Rectangle extends Polygon {
  constructor(x: number, y: number, w: number, h: number) {
    super("rectangle", [{ x: x, y: y }, { x: x + w, y: y }, { x: x + w, y: y + h }, { x: x, y: y + h }]);
  }
  describe(): string {
    return "[rect] " + super.describe();
  }
}
