// Generic classes with constraints and defaults, generic interfaces implemented
// by generic classes, abstract generic classes, fluent `this` APIs.
interface Item { id: number; name: string }
class Box<T extends { id: number } = Item> {
  private items: T[] = [];
  add(x: T): this { this.items.push(x); return this; }
  find(id: number): T | undefined { return this.items.find(i => i.id === id); }
  get size(): number { return this.items.length; }
}
const b = new Box();
b.add({ id: 1, name: "a" }).add({ id: 2, name: "b" });
console.log(b.size, b.find(2)?.name, b.find(3));
const b2 = new Box<{ id: number; score: number }>();
b2.add({ id: 5, score: 9 });
console.log(b2.find(5)?.score);
interface Repo<T> { get(id: number): T | undefined; all(): T[] }
class MemRepo<T extends { id: number }> implements Repo<T> {
  constructor(private data: T[]) {}
  get(id: number) { return this.data.find(d => d.id === id); }
  all() { return this.data.slice(); }
}
const r: Repo<Item> = new MemRepo<Item>([{ id: 1, name: "x" }]);
console.log(r.get(1), r.all().length);
function first<T = string>(xs: T[]): T | undefined { return xs[0]; }
console.log(first([1, 2]), first(["a"]));
abstract class Shape<T> {
  abstract area(): number;
  constructor(public meta: T) {}
  describe(): string { return `${this.constructor.name}:${this.area().toFixed(2)}`; }
}
class Circle extends Shape<string> { constructor(public r: number) { super("c"); } area() { return Math.PI * this.r ** 2; } }
class Sq extends Shape<number> { constructor(public s: number) { super(1); } area() { return this.s * this.s; } }
console.log(new Circle(1).describe(), new Sq(2).describe(), new Circle(2).meta);
class QB {
  private parts: string[] = [];
  where(c: string): this { this.parts.push("WHERE " + c); return this; }
  limit(n: number): this { this.parts.push("LIMIT " + n); return this; }
  build() { return this.parts.join(" "); }
}
class SQB extends QB { order(k: string): this { return this.where(k + "=1"); } }
console.log(new SQB().where("a").order("k").limit(3).build());
