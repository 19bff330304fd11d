// Compiled per module, main's check declares only the modules it reaches:
// circle and util (its imports), shapes (through a signature, a base class,
// a namespace and re-exports) and geom (a re-exported interface), not
// helper or quiet; every module still runs, in Node's order.
import { makeCircle, Circle } from "./circle";
import { base, boxed, shout, greeting, BaseShape, counter, bump, far } from "./util";
import type { Pt } from "./util";

class Square extends BaseShape {
  constructor(public side: number) {
    super("square");
  }
  area(): number {
    return this.side * this.side;
  }
}

const shapes: BaseShape[] = [makeCircle(2), new Square(3), new Circle(1)];
for (const s of shapes) console.log(s.describe());
console.log(new Circle(5).doubled());
const b = boxed(4).map((x) => `${x}`).map((s) => s.length + base);
console.log(b.value, base);
console.log(shout(greeting));
console.log(counter, bump(), bump(), counter);
const p: Pt = { x: 3, y: -9 };
console.log(far(p), far({ x: 1, y: 1 }));
