import { a, b, Base } from "./lib";
import { make, Impl } from "./mid";
const x = make();
console.log(a, b, x.label, x instanceof Impl, x instanceof Base);
x.label = "q";
console.log(Base.made);
