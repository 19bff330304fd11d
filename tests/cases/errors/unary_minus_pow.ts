// -x ** y is ambiguous and rejected; it must be written (-x) ** y or -(x ** y).
const x: number = 3;
const y: number = -x ** 2; // expect error: An unary expression with the '-' operator is not allowed in the left-hand side of an exponentiation expression.
console.log(y);
