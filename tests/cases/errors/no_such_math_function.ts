// A misspelled Math function.
const x: number = 2.7;
console.log(Math.florr(x)); // expect error: Property 'florr' does not exist on type 'Math'.
