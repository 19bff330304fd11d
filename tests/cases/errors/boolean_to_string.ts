// A boolean expression stored into a string variable.
const a: number = 3;
const b: number = 4;
const same: string = a === b; // expect error: Type 'boolean' is not assignable to type 'string'.
console.log(same);
