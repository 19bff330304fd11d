const parts = ["a", "b"];
const s = "x";
console.log(s.concat(...parts)); // expect error: unsupported: a spread argument to this function
const ns = [1, 2];
console.log(ns.indexOf(...ns)); // expect error: unsupported: spread arguments to the array method 'indexOf'
