// for...of over a union of several array types is unsupported (narrow first).
function count(v: number[] | string[]): number {
  let n = 0;
  for (const x of v) n += String(x).length; // expect error: unsupported: for-of over a value of type 'number[] | string[]'
  return n;
}
console.log(count(["a"]));
