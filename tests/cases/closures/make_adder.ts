// A function that captures a parameter of its enclosing function.
function makeAdder(base: number): (x: number) => number {
  const add = (x: number): number => x + base;
  return add;
}
console.log(makeAdder(1)(2));
