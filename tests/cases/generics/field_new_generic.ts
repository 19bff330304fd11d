// A field whose initializer is `new` of a generic class, without an
// annotation, has the instantiated class's type.
class Repo<T> {
  items: T[] = [];
  get(i: number): T { return this.items[i]; }
  add(x: T): this { this.items.push(x); return this; }
}
class Pair<A, B> { constructor(public a: A, public b: B) {} }
class Lib {
  readonly books = new Repo<string>();
  readonly counts = new Repo<number>().add(1).add(2);
  readonly pair = new Pair("x", 3);
  first(): string { return this.books.get(0); }
}
const l = new Lib();
l.books.add("dune").add("cosmos");
console.log(l.first(), l.books.items.length, l.counts.items, l.pair.a.toUpperCase(), l.pair.b + 1);
