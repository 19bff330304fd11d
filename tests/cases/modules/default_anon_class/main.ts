// export default class { ... }: an anonymous class as a module's default export,
// imported under any name, extended, instantiated and tested with instanceof.
import Circle from "./circle";
import Bag from "./plain";
import * as plain from "./plain";
import { Shape } from "./base";

class Ring extends Circle {
  area(): number {
    return super.area() * 2;
  }
}
const c = new Circle(2);
const r = new Ring(1);
const m = Circle.make(3);
console.log(c.area(), r.area(), m.area(), Circle.unit, Circle.count, Shape.made);
console.log(c instanceof Shape, r instanceof Circle, c instanceof Ring, c.kind);
console.log(new Bag().add("a").add("b").items, new plain.default().items.length);
const shapes: Shape[] = [c, r, m];
console.log(shapes.map((s) => s.area()).join(" "));
