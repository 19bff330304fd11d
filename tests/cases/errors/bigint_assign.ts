// number and bigint are not assignable to each other.
let a: bigint = 1; // expect error: Type 'number' is not assignable to type 'bigint'.
let n: number = 5n; // expect error: Type 'bigint' is not assignable to type 'number'.
const m = Math.max(a, 1); // expect error: Argument of type 'bigint' is not assignable to parameter of type 'number'.
const b = BigInt([1]); // expect error: Argument of type 'number[]' is not assignable to parameter of type 'string | number | bigint | boolean'.
console.log(a, n, m, b);
