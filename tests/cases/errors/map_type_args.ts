// Map takes two type arguments.
const m = new Map<string>(); // expect error: No overload expects 1 type arguments, but overloads do exist that expect either 0 or 2 type arguments.
console.log(m);
