// new Float64Array(-1) throws a RangeError: the program stops with status 1.
function make(n: number): Float64Array {
  return new Float64Array(n);
}
console.log(make(3));
console.log(make(-1));
