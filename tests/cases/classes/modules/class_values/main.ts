import { Shape, Rect, Disc } from "./shapes";
import { register, create, names, defaultClass } from "./registry";

class Square extends Rect {
  constructor(id: string) { super(id, 4, 4); }
}
register("square", Square);
const made: Shape[] = [];
for (const n of names()) made.push(create(n, n + "-1"));
for (const s of made) console.log(s.id, s.area(), s instanceof Rect, s instanceof Disc);
console.log(defaultClass === Rect, defaultClass.name, defaultClass.describe(), Shape.made);
const classes: (typeof Shape)[] = [Rect, Disc, Square];
console.log(classes.map((k) => `${k.name}:${k.describe()}`).join(" "));
console.log(classes.filter((k) => made[0] instanceof k).map((k) => k.name));
try {
  create("hexagon", "h");
} catch (e) {
  console.log((e as Error).message);
}
