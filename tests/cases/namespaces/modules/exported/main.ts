import { Shapes } from "./shapes";
import * as lib from "./shapes";
const c = new Shapes.Circle(2);
const xs: Shapes.Shape[] = [c, new lib.Shapes.Circle(1)];
console.log(c.area(), Shapes.total(xs), lib.Shapes.Units.cm, lib.version);
