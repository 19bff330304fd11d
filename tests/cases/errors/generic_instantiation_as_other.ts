// Two instantiations of one generic class are compiled apart: using one as
// the other is refused when their fields or methods differ in representation
// (a Box<number> read as a Box<any> printed a garbage number), and kept when
// they agree.
class Box<T> {
  constructor(public v: T) {}
  get(): T {
    return this.v;
  }
}
class Bag<T> {
  items = new Map<string, T>();
  get size(): number {
    return this.items.size;
  }
}
const b = new Box<number>(42);
const c: Box<any> = b; // expect error: would read this 'Box<number>' as a 'Box<any>'
const all: Box<any>[] = [new Box<string>("s")]; // expect error: would read this 'Box<string>' as a 'Box<any>'
const bag = new Bag<{ id: number }>();
const anyBag: Bag<any> = bag;
console.log(c.get(), all.length, anyBag.size);
