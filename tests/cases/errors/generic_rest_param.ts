// A rest parameter typed by a type parameter (a variadic tuple) is not
// supported yet: reported, not miscounted as too many arguments.
function call<A extends unknown[], R>(f: (...args: A) => R, ...args: A): R { // expect error: unsupported: a rest parameter whose type is a type parameter ('...args: A')
  return f(...args);
}
function add(a: number, b: number): number {
  return a + b;
}
console.log(call(add, 1, 2));
