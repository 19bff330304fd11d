// Nested generic types: Box<Box<number>>, Pair<Box<string>, number[]>.
class Box<T> {
  constructor(public value: T) {}
  map<U>(f: (v: T) => U): Box<U> {
    return new Box<U>(f(this.value));
  }
  get(): T {
    return this.value;
  }
}

interface Pair<A, B> { first: A; second: B }

function pair<A, B>(first: A, second: B): Pair<A, B> {
  return { first, second };
}

function unbox<T>(b: Box<T>): T {
  return b.value;
}

const inner = new Box(41);
const outer = new Box(inner);
console.log(outer);
console.log(outer.get().get() + 1, unbox(unbox(outer)));
const deeper = new Box(outer);
console.log(deeper.value.value.value, deeper);
const mapped = outer.map((b) => b.map((n) => n * 2));
console.log(mapped.get().get());

const p = pair(new Box("x"), [1, 2, 3]);
console.log(p.first.value, p.second.length, p);
const pp = pair(p, pair(true, null));
console.log(pp.second.first, pp.second.second, pp.first.first.get());

const boxes: Box<number>[] = [new Box(1), new Box(2), new Box(3)];
console.log(boxes.map((b) => unbox(b)).join(","));
const bb: Box<Box<string>>[] = [new Box(new Box("a")), new Box(new Box("b"))];
console.log(bb.map((b) => b.get().get()).join("+"), bb);
