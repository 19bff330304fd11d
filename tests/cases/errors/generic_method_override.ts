class Base {
  wrap<T>(x: T): string { return "base:" + String(x); }
}
class Derived extends Base {
  wrap<T>(x: T): string { return "derived:" + String(x); } // expect error: unsupported: overriding method 'wrap' with a generic method
}
const b: Base = new Derived();
console.log(b.wrap(1));
