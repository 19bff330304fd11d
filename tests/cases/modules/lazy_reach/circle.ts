import { Shape, unit } from "./shapes";
import { twice } from "./helper";
import "./quiet";
console.log("init circle");

export class Circle extends Shape {
  constructor(public r: number) {
    super("circle");
  }
  area(): number {
    return 3 * this.r * this.r * unit();
  }
  doubled(): number {
    return twice(this.r);
  }
}

export function makeCircle(r: number): Shape {
  return new Circle(r);
}
