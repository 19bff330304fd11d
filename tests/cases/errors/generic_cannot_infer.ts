// A type parameter that appears in no argument cannot be inferred.
function empty<T>(): T[] {
  return [];
}
const xs = empty(); // expect error: unsupported: cannot infer type argument 'T' of 'empty'
console.log(xs);
