// `const { a, b: c } = ns` of a namespace import binds the names as a named import would.
import * as L from "./lib";
import * as path from "path";
import * as os from "node:os";
const { A, twice: dbl, Point, table } = L;
const { join, basename } = path;
const { EOL } = os;
L.bump();
console.log(A, dbl(21), L.counter, join("a", "b"), basename("/x/y.ts"), JSON.stringify(EOL));
const p = new Point(3, 4);
console.log(p.norm(), p instanceof L.Point, table.b, [1, 2].map(dbl));
function inner(): string {
  return join(String(A), basename("q/r"));
}
console.log(inner());
