// An array whose elements do not fit the Iterable's element type.
function sum(xs: Iterable<number>): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
const words: string[] = ["a", "b"];
console.log(sum(words)); // expect error: Argument of type 'string[]' is not assignable to parameter of type
