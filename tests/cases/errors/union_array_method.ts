// Array methods on a union of array types work before narrowing (see
// unions/array_union_methods), but not when a member is a typed array,
// whose elements are stored unboxed with no boxed view.
function tail(v: number[] | Float64Array): number {
  return v.slice(1).length; // expect error: unsupported: property 'slice' of a value of type 'number[] | Float64Array'
}
console.log(tail([1, 2]));
