abstract class Box<T> {
  abstract get(): T;
  abstract map<U>(f: (x: T) => U): Box<U>; // expect error: unsupported: generic abstract methods
}
class Full<T> extends Box<T> {
  constructor(private v: T) { super(); }
  get(): T { return this.v; }
  map<U>(f: (x: T) => U): Box<U> { return new Full(f(this.v)); }
}
const b: Box<number> = new Full(20);
console.log(b.map((x) => x + 1).get());
