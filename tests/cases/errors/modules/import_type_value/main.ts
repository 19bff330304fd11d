import type { Point } from "./lib";
function show(p: Point): string {
  return p.x + "," + p.y;
}
const p = new Point(1, 2); // expect error: 'Point' only refers to a type, but is being used as a value here.
console.log(show(p));
