// module: esm
// Evaluation order of a three-module cycle: post-order from the entry, skipping modules on the stack.
import { loop } from "./c";
import { a } from "./a";
console.log("main runs");
console.log(a());
console.log(loop(1));
