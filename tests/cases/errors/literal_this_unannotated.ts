// A method using `this` in an untyped object literal needs its parameters annotated (its result is inferred).
const counter = {
  n: 0,
  bump(by) { // expect error: unsupported: 'this' in a method of an object literal without a declared type
    this.n += by;
    return this.n;
  },
};
console.log(counter.bump(1));
