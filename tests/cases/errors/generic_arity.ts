// A call must not pass more type arguments than the function declares.
function identity<T>(x: T): T {
  return x;
}
console.log(identity<number, string>(1)); // expect error: Expected 1 type arguments, but got 2.
