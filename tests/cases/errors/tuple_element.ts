// A tuple element of the wrong type.
const t: [string, number] = ["a", "b"]; // expect error: Type 'string' is not assignable to type 'number'.
console.log(t);
