// JSON.parse cannot make a function: converting its `any` to a union with a
// function member is a compile-time error.
type Cb = (() => void) | number[];
const x = JSON.parse("[1]") as Cb; // expect error: unsupported: converting a value of type 'any' to a function type
console.log(x);
