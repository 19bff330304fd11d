// String.prototype.repeat takes a number.
const line: string = "-".repeat("10"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
console.log(line);
