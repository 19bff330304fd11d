// ++ requires a number operand.
let s: string = "a";
s++; // expect error: An arithmetic operand must be of type 'any', 'number', 'bigint' or an enum type.
console.log(s);
