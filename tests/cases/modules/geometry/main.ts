import { Shape, distance } from "./shape";
import { Circle } from "./circle";
import { Polygon, Rectangle } from "./polygon";

const shapes: Shape[] = [
  new Circle({ x: 0, y: 0 }, 2),
  new Rectangle(1, 1, 3, 4),
  new Polygon("triangle", [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 0, y: 3 }]),
];
let total = 0;
for (const s of shapes) {
  console.log(s.describe());
  total += s.area();
}
console.log("total area", total.toFixed(3));
for (const s of shapes) {
  console.log(s.label, s instanceof Polygon, s instanceof Rectangle, s instanceof Circle, s instanceof Shape);
}
const c = new Circle({ x: 1, y: 1 }, 1.5);
console.log(c.contains({ x: 2, y: 2 }), c.contains({ x: 3, y: 3 }));
console.log(distance({ x: 0, y: 0 }, { x: 3, y: 4 }));
