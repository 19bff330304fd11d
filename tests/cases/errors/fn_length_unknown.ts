// f.length is read from the function's declaration; a function value of
// unknown origin (a parameter, a property) has no length Kiln can tell.
function apply(f: (a: number, b: number) => number) {
  return f.length; // expect error: unsupported: 'length' of a function value whose declaration is not known here (a named function, a const arrow or function expression, or a method)
}
console.log(apply((a) => a));
