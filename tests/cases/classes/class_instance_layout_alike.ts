// An instance of a class used where another class is expected, when Kiln may
// let it: the same generic class holding its values alike, or a class with
// the other's fields first where the other has no methods.
class Box<T> {
  constructor(public value: T) {}
  describe(): string { return `Box(${String(this.value)})`; }
}
class Labelled<T> extends Box<T> {
  constructor(value: T, public label: string) { super(value); }
  override describe(): string { return `${this.label}: ${String(this.value)}`; }
}
type Dir = "north" | "south";
function show(b: Box<string>): void { console.log(b.describe(), b.value.length); }
show(new Box<Dir>("north"));
show(new Labelled<Dir>("south", "heading"));
class Point { constructor(public x: number, public y: number) {} }
class Pixel { constructor(public x: number, public y: number, public color: string) {} paint(): string { return this.color; } }
const p: Point = new Pixel(1, 2, "red");
console.log(p.x + p.y, p instanceof Pixel, JSON.stringify(p));
const mixed = [new Box<number>(1), new Labelled<number>(2, "two")];
for (const m of mixed) console.log(m.describe());
