// A typed array's set past its end is a RangeError (exit status 1); a negative length too.
const a = new Int32Array(4);
a.set([1, 2], 2);
console.log(a);
try_set();
function try_set(): void {
  const b = new Uint8Array(2);
  console.log("before");
  b.set(new Float64Array([1, 2]), 1);
  console.log("not reached");
}
