export namespace Shapes {
  export interface Shape { kind: string; area(): number }
  export class Circle implements Shape {
    kind = "circle";
    constructor(public r: number) {}
    area(): number { return Math.round(Math.PI * this.r * this.r * 100) / 100; }
  }
  export function total(xs: Shape[]): number { return xs.reduce((a, s) => a + s.area(), 0); }
  export namespace Units { export const cm = "cm"; }
}
export const version = 1;
