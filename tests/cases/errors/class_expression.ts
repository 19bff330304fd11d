// What class expressions cannot do here.
class Base {
  id = 1;
}
// extends a value whose type is not `typeof K` for a class K (no mixin instantiation)
type Ctor = new (...args: any[]) => {};
function Timestamped(B: Ctor) {
  return class extends B { // expect error: unsupported: a class expression extending 'B' of type 'new (...args: any[]) => {}' (only a value of type `typeof K`, K a class: a mixin's parameter instantiated with a class)
    stamp = 0;
  };
}
// outside a statement: an arrow function's expression body
const make = () => class { n = 0; }; // expect error: unsupported: a class expression here (one in a statement: `const K = class { ... }`, `return class ...`, an argument)
console.log(Timestamped(Base), make);
// static state of a class made at each iteration
for (let i = 0; i < 2; i++) {
  const K = class {
    static count = 0; // expect error: unsupported: static fields in a class expression evaluated more than once (in a function or a loop, each evaluation makes a new class in JavaScript)
  };
  K.count++;
}
// extends a call
function Mixin<B extends new (...args: any[]) => {}>(B0: B) {
  return class extends B0 {};
}
const Direct = class extends Mixin(Base) {}; // expect error: unsupported: extending the value of an expression (only a class, or a mixin's parameter)
console.log(Direct);
