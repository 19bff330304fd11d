// `arguments` (its length is what the caller passed, which compiled calls do
// not carry) is refused with a pointer to rest parameters.
function sum(a: number, b: number): number {
  return arguments.length + a + b; // expect error: unsupported: the 'arguments' object (use a rest parameter
}
console.log(sum(1, 2));
