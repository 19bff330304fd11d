// module: esm
// expect: crash
// Reading a const across a cycle before its module has run: ReferenceError, as in Node.
import { maxItems } from "./limits";
import "./config";
console.log("max", maxItems);
