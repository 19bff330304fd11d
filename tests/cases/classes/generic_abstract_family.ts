// Generic abstract methods of generic classes, several type parameters, and
// overrides instantiated only by other instantiations' bodies.
abstract class Node2 {
  abstract fold<A, B>(init: A, f: (acc: A, n: number) => A, fin: (a: A) => B): B;
  abstract find<T>(pick: (n: number) => T | undefined): T | undefined;
}
class Leaf extends Node2 {
  constructor(public v: number) { super(); }
  fold<A, B>(init: A, f: (acc: A, n: number) => A, fin: (a: A) => B): B { return fin(f(init, this.v)); }
  find<T>(pick: (n: number) => T | undefined): T | undefined { return pick(this.v); }
}
class Pair<X> extends Node2 {
  constructor(public a: Node2, public b: Node2, public tag: X) { super(); }
  fold<A, B>(init: A, f: (acc: A, n: number) => A, fin: (a: A) => B): B {
    const left = this.a.fold(init, f, (x) => x);
    return this.b.fold(left, f, fin);
  }
  find<T>(pick: (n: number) => T | undefined) { return this.a.find(pick) ?? this.b.find(pick); }
}
const t: Node2 = new Pair(new Leaf(1), new Pair(new Leaf(2), new Leaf(3), "in"), 5);
console.log(t.fold(0, (a, n) => a + n, (a) => "sum=" + a));
console.log(t.fold("", (a, n) => a + n, (a) => a.length));
console.log(t.find((n) => n > 1 ? "got " + n : undefined), t.find((n) => n > 5 ? n : undefined));
abstract class Box<T> {
  abstract get(): T;
  abstract map<U>(f: (x: T) => U): Box<U>;
  show(): string { return "Box(" + String(this.get()) + ")"; }
}
class Full<T> extends Box<T> {
  constructor(private v: T) { super(); }
  get(): T { return this.v; }
  map<U>(f: (x: T) => U): Box<U> { return new Full(f(this.v)); }
}
class Empty<T> extends Box<T> {
  get(): T { throw new Error("empty"); }
  map<U>(f: (x: T) => U): Box<U> { return new Empty<U>(); }
  show(): string { return "Empty"; }
}
const bx: Box<number> = new Full(20);
console.log(bx.map((x) => x + 1).get());
const boxes: Box<number>[] = [new Full(1), new Empty<number>(), new Full(3)];
for (const x of boxes) console.log(x.map((n) => "n" + n).show(), x.map((n) => [n, n]).show());
const s: Box<string> = new Full("hi");
console.log(s.map((x) => x.length).get());
