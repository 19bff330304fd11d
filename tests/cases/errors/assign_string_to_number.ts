// Initializing a number variable with a string.
let count: number = "hello"; // expect error: Type 'string' is not assignable to type 'number'.
console.log(count);
