// The message of an error is a string.
const e = new RangeError(42); // expect error: is not assignable to parameter of type
console.log(e.message);
