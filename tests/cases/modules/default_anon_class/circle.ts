import { Shape } from "./base";
console.log("circle module");
export default class extends Shape {
  static unit = 1;
  static count = 0;
  constructor(private r: number) {
    super("circle");
  }
  area(): number {
    return Math.round(Math.PI * this.r * this.r * 100) / 100;
  }
  static make(r: number) {
    this.count++;
    return new this(r);
  }
}
