// A rest parameter must be an array.
function f(...xs: number): number { // expect error: A rest parameter must be of an array type.
  return xs;
}
console.log(f(1));
