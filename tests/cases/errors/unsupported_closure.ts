// A function that captures a local variable of its enclosing function.
function makeAdder(base: number): (x: number) => number {
  const add = (x: number): number => x + base; // expect error: unsupported: closure
  return add;
}
console.log(makeAdder(1)(2));
