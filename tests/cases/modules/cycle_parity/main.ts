// module: esm
// Mutual recursion across two modules; each calls the other's hoisted function from its top level.
import { isEven } from "./even";
import { isOdd, describe, oddCalls } from "./odd";

for (const n of [0, 1, 7, 10]) console.log(describe(n), isOdd(n), isEven(n));
console.log("calls to isOdd:", oddCalls);
