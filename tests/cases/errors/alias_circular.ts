// A truly circular alias (no array, object or function type in between) is
// tsc's error, not an unsupported construct.
type A = B;
type B = A; // expect error: Type alias 'A' circularly references itself.
let x: A = 1;
console.log(x);
