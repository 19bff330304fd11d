// Passing a string where a number parameter is expected.
function half(x: number): number {
  return x / 2;
}
const input: string = "10";
console.log(half(input)); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
