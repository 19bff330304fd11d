import { register } from "./registry";

export abstract class Shape {
  constructor(readonly size: number) {}
  abstract area(): number;
  abstract get kind(): string;
  toString(): string {
    return `${this.kind}(${this.size}) area=${this.area().toFixed(2)}`;
  }
}

export class Circle extends Shape {
  area(): number {
    return Math.PI * this.size * this.size;
  }
  get kind(): string {
    return "circle";
  }
}

export class Square extends Shape {
  area(): number {
    return this.size * this.size;
  }
  get kind(): string {
    return "square";
  }
}

register("circle", (r) => new Circle(r));
register("square", (s) => new Square(s));
console.log("shapes registered");
