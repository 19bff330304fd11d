// module: esm
// The registry pattern across an import cycle: plugins import the registry and register at load time.
import "./shapes";
import { create, names, register } from "./registry";
import { Shape } from "./shapes";

class Triangle extends Shape {
  area(): number {
    return (Math.sqrt(3) / 4) * this.size * this.size;
  }
  get kind(): string {
    return "triangle";
  }
}
register("triangle", (s) => new Triangle(s));
console.log(names().join(","));
for (const n of ["circle", "square", "triangle", "hexagon"]) console.log(String(create(n, 2)));
try {
  register("circle", (r) => new Triangle(r));
} catch (e) {
  console.log("error:", (e as Error).message);
}
