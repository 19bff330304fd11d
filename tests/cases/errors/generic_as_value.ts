// A generic function has no single type to be used as a value.
function identity<T>(x: T): T {
  return x;
}
const f = identity; // expect error: unsupported: generic function 'identity' used as a value
console.log(f);
