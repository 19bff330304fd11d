import * as lib from "./lib";
console.log(lib.x);
console.log(lib); // expect error: unsupported: using the namespace import 'lib' as a value
