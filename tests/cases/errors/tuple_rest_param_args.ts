function g(...args: [string, number]) { console.log(args); }
g("q"); // expect error: Expected 2 arguments, but got 1.
g("q", "r"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
function call<A extends unknown[], R>(f: (...a: A) => R, ...args: A): R { return f(...args); }
call((x: number) => x, "s"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
function h(...args: [string, number?]) { console.log(args); } // expect error: unsupported: a rest parameter of a tuple type with optional elements
