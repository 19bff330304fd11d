export abstract class Shape {
  static made = 0;
  constructor(public id: string) { Shape.made++; }
  abstract area(): number;
  static describe(): string { return "a shape"; }
}
export class Rect extends Shape {
  constructor(id: string, public w: number = 2, public h: number = 3) { super(id); }
  area(): number { return this.w * this.h; }
  static describe(): string { return "a rectangle"; }
}
export class Disc extends Shape {
  constructor(id: string, public r: number = 1) { super(id); }
  area(): number { return Math.round(Math.PI * this.r * this.r * 100) / 100; }
}
