// Nothing at run time tells a number[] from a string[] inside a union of
// both, so `as` to one of them is unsupported (tsc accepts it unchecked).
function total(c: number[] | string[]): number {
  return (c as number[]).length; // expect error: unsupported: casting a value of type 'number[] | string[]' to 'number[]'
}
console.log(total([1]));
