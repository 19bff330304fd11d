class Base {
  wrap<T>(x: T): string { return "base:" + String(x); }
}
class Derived extends Base {
  wrap(x: unknown): string { return "derived:" + String(x); } // expect error: unsupported: overriding the generic method 'wrap'
}
const b: Base = new Derived();
console.log(b.wrap(1));
