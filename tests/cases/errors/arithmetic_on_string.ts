// Multiplying a string is a type error in TypeScript.
const word: string = "ab";
const n: number = word * 3; // expect error: The left-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' or an enum type.
console.log(n);
