// Whether readdirSync gives Dirents or names must be known when compiling.
import * as fs from "node:fs";
const withTypes = process.argv.length > 5;
const ents = fs.readdirSync("/tmp", { withFileTypes: withTypes }); // expect error: unsupported: a withFileTypes option that is not the literal true or false
console.log(ents.length);
