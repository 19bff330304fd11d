// Error has message, name, stack and cause, nothing else.
const e = new Error("x");
console.log(e.code); // expect error: Property 'code' does not exist on type 'Error'.
