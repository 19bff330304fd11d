export abstract class Shape<M> {
  static count = 100;
  constructor(readonly meta: M) {
    Shape.count++;
  }
  abstract area(): number;
  abstract kind(): string;
  get label(): string {
    return `${this.kind()}[${this.area().toFixed(2)}]`;
  }
}
export default class extends Shape<string> {
  constructor(private r: number) {
    super("circle");
  }
  area(): number {
    return Math.PI * this.r * this.r;
  }
  kind(): string {
    return "circle";
  }
}
