// x instanceof a generic class narrows a union to its instantiations (and, false, to the other members).
class Box<T> {
  constructor(public value: T) {}
  map<U>(fn: (v: T) => U): Box<U> { return new Box(fn(this.value)); }
}
class Labelled<T> extends Box<T> {
  constructor(value: T, public label: string) { super(value); }
}
class Err { constructor(public message: string) {} }

function size(x: Box<number> | string): number {
  return x instanceof Box ? x.value + 1 : x.length;
}
function show(x: Box<string> | Err | null): string {
  if (x instanceof Box) return `box ${x.value.toUpperCase()}`;
  if (x === null) return 'null';
  return `err ${x.message}`;
}
function unwrap(x: Labelled<number> | number[]): number {
  if (!(x instanceof Box)) return x.length;
  return x.value * 10 + x.label.length;
}
console.log(size(new Box(41)), size('four'));
console.log(show(new Box('hi')), show(new Err('bad')), show(null), show(new Box('x').map((s) => s + '!')));
console.log(unwrap(new Labelled(4, 'ab')), unwrap([1, 2, 3]));
const items: (Box<boolean> | Err)[] = [new Box(true), new Err('e'), new Labelled(false, 'l')];
console.log(items.filter((i) => i instanceof Box).length, items.map((i) => (i instanceof Err ? i.message : String(i.value))));
