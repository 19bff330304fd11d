// What getters and setters in object literals cannot do here.
const a = {
  get n(): number {
    return 1;
  },
  m() { // (a method after an accessor is supported: objects/literal_method_after_accessor.ts)
    return 2;
  },
};
const b = {
  get n() { // expect error: unsupported: an accessor of an object literal without a declared type (annotate the getter's return type or the setter's parameter)
    console.log("a getter that returns nothing");
  },
};
class P {
  x = 0;
}
const p: P = {
  get x(): number { // expect error: unsupported: accessors in an object literal standing for a class instance
    return 1;
  },
};
const ro = {
  get v(): number {
    return 1;
  },
};
ro.v = 3; // expect error: Cannot assign to 'v' because it is a read-only property.
console.log(a, b, p, ro);
