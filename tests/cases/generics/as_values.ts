// Generic functions passed where a function type is expected: instantiated for that type.
function identity<T>(x: T): T { return x; }
function double<T extends number>(x: T): number { return x * 2; }
function show<T>(x: T): string { return "<" + String(x) + ">"; }
function apply(xs: number[], f: (x: number) => number): number[] { return xs.map(f); }
console.log([1, 2, 3].map(double), [1, 2].map(show), ["a"].map(identity));
console.log(apply([4, 5], identity), apply([4, 5], double));
const f: (s: string) => string = identity;
console.log(f("hi"), [true, false].filter(identity));
function twice<T>(f: (x: T) => T, x: T): T { return f(f(x)); }
console.log(twice(double, 3));
