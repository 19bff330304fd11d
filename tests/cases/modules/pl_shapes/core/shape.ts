import { registerKind, kindCount } from "./registry";

export const enum Unit {
  Mm = "mm",
  Cm = "cm",
}

export abstract class Shape {
  static readonly created: string[] = [];
  protected constructor(readonly id: string) {
    Shape.created.push(id);
  }
  abstract get kind(): string;
  abstract area(): number;
  perimeter(): number {
    return NaN;
  }
  describe(unit: Unit = Unit.Cm): string {
    const a = this.area().toFixed(2);
    const p = this.perimeter();
    return `${this.kind} ${this.id}: area ${a} ${unit}², perimeter ${Number.isNaN(p) ? "n/a" : p.toFixed(2) + " " + unit}`;
  }
  static compare(a: Shape, b: Shape): number {
    return a.area() - b.area() || a.id.localeCompare(b.id);
  }
}

export class Circle extends Shape {
  constructor(id: string, readonly r: number) {
    super(id);
  }
  get kind(): string {
    return "circle";
  }
  area(): number {
    return Math.PI * this.r ** 2;
  }
  override perimeter(): number {
    return 2 * Math.PI * this.r;
  }
}

registerKind("circle", (id, [r]) => new Circle(id, r));
export const kindsAfterShape = (): number => kindCount();
