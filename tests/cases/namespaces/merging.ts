enum Color { Red = "red", Green = "green", Blue = "blue" }
namespace Color {
  export function parse(s: string): Color | undefined {
    return s === "red" ? Color.Red : s === "green" ? Color.Green : s === "blue" ? Color.Blue : undefined;
  }
  export const all: Color[] = [Color.Red, Color.Green, Color.Blue];
}
console.log(Color.parse("green"), Color.parse("pink"), Color.all, Color.Blue);
class Vec {
  constructor(public x: number, public y: number) {}
  static zero(): Vec { return new Vec(0, 0); }
  add(o: Vec): Vec { return new Vec(this.x + o.x, this.y + o.y); }
}
namespace Vec {
  export const unitX = new Vec(1, 0);
  export function sum(vs: Vec[]): Vec { return vs.reduce((a, b) => a.add(b), Vec.zero()); }
  export interface Like { x: number; y: number }
}
const like: Vec.Like = { x: 2, y: 3 };
console.log(Vec.sum([Vec.unitX, new Vec(like.x, like.y)]), Vec.zero(), new Vec(1, 1) instanceof Vec);
function greet(name: string): string { return `${greet.prefix} ${name}`; }
namespace greet { export const prefix = "Hello,"; }
console.log(greet("ns"), greet.prefix);
interface Point { x: number; y: number }
namespace Point {
  export function origin(): Point { return { x: 0, y: 0 }; }
  export function dist(a: Point, b: Point): number { return Math.hypot(a.x - b.x, a.y - b.y); }
}
const p: Point = { x: 3, y: 4 };
console.log(Point.dist(p, Point.origin()), Point.origin());
