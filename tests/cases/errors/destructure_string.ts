// Array patterns over strings are not supported yet.
const [first, second] = "hi"; // expect error: unsupported: destructuring a value of type 'string' with an array pattern
console.log(first, second);
