// A Stats' properties are read one by one; a rest element would copy them all.
import * as fs from "node:fs";
const { size, ...rest } = fs.statSync("/tmp"); // expect error: unsupported: a rest element in a pattern destructuring a value of type 'Stats'
console.log(size, rest);
