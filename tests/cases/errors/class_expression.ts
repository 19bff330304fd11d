// Class expressions and mixins are outside the class model.
class Base {
  id = 1;
}
const Anon = class { // expect error: unsupported: class expressions (declare the class: `class Name { ... }`)
  n = 0;
};
const Derived = class extends Base {}; // expect error: unsupported: class expressions (declare the class: `class Name { ... }`)
type Ctor = new (...args: any[]) => {};
function Timestamped(B: Ctor) {
  return class extends B { // expect error: unsupported: a class expression extending a value that is not a declared class (mixins)
    stamp = 0;
  };
}
console.log(Anon, Derived, Timestamped(Base));
