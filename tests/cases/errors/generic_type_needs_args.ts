// A generic interface used as a type needs its type arguments.
interface Box<T> {
  value: T;
}
const b: Box = { value: 1 }; // expect error: Generic type 'Box<T>' requires 1 type argument(s).
console.log(b);
