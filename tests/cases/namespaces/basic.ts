namespace Geometry {
  export interface Point { x: number; y: number }
  export type Pair = [number, number];
  const SCALE = 2;
  let created = 0;
  export function make(x: number, y: number): Point { created++; return { x: x * SCALE, y: y * SCALE }; }
  export function count(): number { return created; }
  export class Vec {
    constructor(public x: number, public y: number) {}
    len(): number { return Math.sqrt(this.x * this.x + this.y * this.y); }
  }
  export const ORIGIN: Point = make(0, 0);
  export enum Dir { Up, Down }
  export namespace Inner {
    export const deep = SCALE * 10;
    export function twice(p: Point): Point { return make(p.x, p.y); }
  }
  console.log("Geometry body runs", created);
}
namespace Geometry {
  export function describe(p: Point): string { return `(${p.x}, ${p.y})`; }
  export const unit = make(1, 1);
}
namespace A.B.C {
  export const name = "abc";
}
console.log("start");
const p: Geometry.Point = Geometry.make(3, 4);
console.log(p, Geometry.count(), Geometry.ORIGIN);
const v = new Geometry.Vec(3, 4);
console.log(v.len(), v);
console.log(Geometry.describe(Geometry.unit));
console.log(Geometry.Inner.deep, Geometry.Inner.twice(p));
console.log(Geometry.Dir.Down, Geometry.Dir[0]);
let d: Geometry.Dir = Geometry.Dir.Up;
console.log(d);
console.log(A.B.C.name);
function useIt(q: Geometry.Point): number { return q.x + Geometry.count(); }
console.log(useIt(p));
class V3 extends Geometry.Vec { z = 1; }
console.log(new V3(1, 2));
const pr: Geometry.Pair = [1, 2];
console.log(pr, v instanceof Geometry.Vec);
