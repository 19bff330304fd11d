// Calling a two-parameter function with one argument.
function add(a: number, b: number): number {
  return a + b;
}
console.log(add(1)); // expect error: Expected 2 arguments, but got 1.
