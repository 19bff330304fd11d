// A method using `this` in an untyped object literal needs its parameters and return type annotated.
const counter = {
  n: 0,
  bump() { // expect error: unsupported: 'this' in a method of an object literal without a declared type
    return ++this.n;
  },
};
console.log(counter.bump());
