// Object.is: SameValue (NaN is NaN, 0 is not -0, objects by identity).
const o = { a: 1 };
console.log(Object.is(NaN, NaN), Object.is(0, -0), Object.is(-0, -0), Object.is(1, 1), Object.is("a", "a"), Object.is("a", "b"), Object.is(o, o), Object.is(o, { a: 1 }), Object.is(null, undefined), Object.is(undefined, undefined), Object.is(0 / 0, NaN), Object.is(1n, 1n));
