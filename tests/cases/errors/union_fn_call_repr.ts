// A union of function types whose results are held differently (a string, a number) cannot be called:
// a function value is called by its own signature, and nothing at run time tells which member it is.
const pick = Math.random() > 2;
const f: ((a: number) => string) | ((a: number) => number) = pick ? (a: number) => "s" + a : (a: number) => a * 2;
console.log(f(1)); // expect error: unsupported: calling a value of type '((a: number) => string) | ((a: number) => number)'
