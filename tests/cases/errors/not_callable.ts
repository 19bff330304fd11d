// Calling a number as if it were a function.
const rate: number = 0.5;
const result: number = rate(10); // expect error: This expression is not callable.
console.log(result);
