function later(n: number): string; // expect error: Function implementation is missing or not immediately following the declaration.
const x = 1;
console.log(x);
