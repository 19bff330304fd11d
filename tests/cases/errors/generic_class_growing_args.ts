// A generic class whose method returns an instantiation with a larger type
// argument would need ever more instantiations (it used to crash the compiler).
class Box<T> {
  constructor(public v: T) {}
  wrap(): Box<T[]> { return new Box<T[]>([this.v]); } // expect error: unsupported: instantiating 'Box<number[][][][][][][][][][][][][][][][][][][][][][][][]>' more than 24 levels deep
}
console.log(new Box(1).v);
