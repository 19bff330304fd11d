// Calling a function with more arguments than it declares.
function square(x: number): number {
  return x * x;
}
console.log(square(2));
console.log(square(2, 3)); // expect error: Expected 1 arguments, but got 2.
