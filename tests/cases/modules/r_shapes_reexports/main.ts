import * as all from "./all";
import { default as helpers, Square, describe } from "./poly";
import Circle, { Shape } from "./shapes";
import { Colour, Flag, colorName } from "./all";

const c = new Circle(2);
const s = new all.poly.Square([3]);
console.log(c.label, s.label, Square.unit.label, Shape.count);
console.log(describe(c), describe(s, true), c instanceof all.shapes.Shape, s instanceof all.poly.Square);
console.log(helpers.twice(21), helpers.name, all.poly.default === helpers);
console.log(colorName(Colour.Blue), Colour[2], Colour.Red | Flag.B, (Flag.A | Flag.B) & Flag.B);
const shapes: { area(): number; label: string }[] = [c, s, new all.Circle(1)];
console.log(shapes.map((x) => x.area().toFixed(3)).join(" "), all.shapes.Shape.count, shapes.map((x) => x.label).join());
