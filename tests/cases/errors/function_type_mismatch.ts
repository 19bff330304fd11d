// A function value whose return type does not match the declared function type.
const toText: (x: number) => string = (x: number): number => x * 2; // expect error: Type '(x: number) => number' is not assignable to type '(x: number) => string'.
console.log(toText(2));
