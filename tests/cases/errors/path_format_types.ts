import * as path from "node:path";
console.log(path.format({ dir: "/a", base: 7 })); // expect error: Argument of type '{ dir: string; base: number; }' is not assignable to parameter of type 'FormatInputPathObject'.
console.log(path.format("a/b")); // expect error: unsupported: path.format of a value of type 'string'
console.log(path.parse(3)); // expect error: Argument of type 'number' is not assignable to parameter of type 'string'.
