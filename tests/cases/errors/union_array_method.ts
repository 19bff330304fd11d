// A method that every member of a union of array types has is still
// unsupported until the value is narrowed to one member.
function tail(v: number[] | string[]): number {
  return v.slice(1).length; // expect error: unsupported: property 'slice' of a value of type 'number[] | string[]'
}
console.log(tail([1, 2]));
