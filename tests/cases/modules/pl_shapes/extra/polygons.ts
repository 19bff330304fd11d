import { Shape, registerKind } from "../core";

export class Rect extends Shape {
  constructor(id: string, readonly w: number, readonly h: number) {
    super(id);
  }
  get kind(): string {
    return this.w === this.h ? "square" : "rect";
  }
  area(): number {
    return this.w * this.h;
  }
  override perimeter(): number {
    return 2 * (this.w + this.h);
  }
}

export default class Triangle extends Shape {
  static count = 0;
  constructor(id: string, readonly a: number, readonly b: number, readonly c: number) {
    super(id);
    if (a + b <= c || a + c <= b || b + c <= a) throw new RangeError(`sides ${a}, ${b}, ${c} make no triangle`);
    Triangle.count++;
  }
  get kind(): string {
    return "triangle";
  }
  area(): number {
    const s = this.perimeter() / 2;
    return Math.sqrt(s * (s - this.a) * (s - this.b) * (s - this.c));
  }
  override perimeter(): number {
    return this.a + this.b + this.c;
  }
  static equilateral(id: string, side: number): Triangle {
    return new Triangle(id, side, side, side);
  }
}

registerKind("rect", (id, [w, h]) => new Rect(id, w, h ?? w));
registerKind("tri", (id, [a, b, c]) => new Triangle(id, a, b, c));
