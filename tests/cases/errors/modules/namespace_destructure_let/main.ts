import * as lib from "./lib";
const { bump } = lib;
const { counter } = lib; // expect error: unsupported: destructuring the exported variable 'counter'
const { Id } = lib; // expect error: Property 'Id' does not exist on type
const { nothing } = lib; // expect error: Property 'nothing' does not exist on type
bump();
console.log(lib.counter);
