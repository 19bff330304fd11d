import { parse } from "./lib";
const parse = 3; // expect error: Cannot redeclare block-scoped variable 'parse'.
console.log(parse);
