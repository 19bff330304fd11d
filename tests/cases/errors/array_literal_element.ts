// An array literal element of the wrong type.
function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
const data: number[] = [1, 2, "3", 4]; // expect error: Type 'string' is not assignable to type 'number'.
console.log(sum(data));
