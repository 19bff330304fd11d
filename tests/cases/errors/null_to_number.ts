// null is not a number under strict null checks.
let n: number = 0;
n = null; // expect error: Type 'null' is not assignable to type 'number'.
console.log(n);
