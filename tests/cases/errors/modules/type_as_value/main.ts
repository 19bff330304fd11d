import { Shape, Kind } from "./shapes";
const k: Kind = "circle";
console.log(k);
console.log(Shape); // expect error: 'Shape' only refers to a type, but is being used as a value here.
