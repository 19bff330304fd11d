// Shapes: an abstract class re-exported by a barrel and extended in another module,
// a registry in an import cycle, a default-exported class with statics.
import * as core from "./core";
import Triangle, { Rect } from "./extra/polygons";
import { make, madeSoFar, madeCount, Circle, Unit } from "./core/index";

console.log("kinds when shape.ts finished loading:", core.kindsAtLoad(), "now:", core.kindCount());

const specs = ["circle c1 1.5", "rect r1 3 4", "rect sq 2", "tri t1 3 4 5", "tri bad 1 2 10", "hexagon h1 2", "circle c2 0.5"];
const shapes: core.Shape[] = [];
for (const spec of specs) {
  try {
    shapes.push(make(spec));
  } catch (e) {
    console.log(`${spec}: ${e instanceof RangeError ? "range" : "error"}: ${(e as Error).message}`);
  }
}
shapes.push(Triangle.equilateral("eq", 2), new Circle("unit", 1));

shapes.sort(core.Shape.compare);
for (const s of shapes) console.log(s.describe(s instanceof Rect ? Unit.Mm : undefined));

const total = shapes.reduce((t, s) => t + s.area(), 0);
console.log("total area", total.toFixed(3), "triangles", Triangle.count, "made", madeCount(), madeSoFar);
console.log("created:", core.Shape.created.join(" "));
const byKind = new Map<string, number>();
for (const s of shapes) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
console.log([...byKind].map(([k, n]) => `${k}×${n}`).join(", "));
console.log(shapes.filter((s): s is Circle => s instanceof Circle).map((c) => c.r));
