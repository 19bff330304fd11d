// Constructor arguments are checked against the explicit type arguments.
class Box<T> {
  constructor(public value: T) {}
}
const a = new Box<number>(1);
const b = new Box<number>("a"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
console.log(a, b);
