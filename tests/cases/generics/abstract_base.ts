// Abstract generic bases, concrete and generic subclasses, and a generic class used before its helper is declared.
class Holder<T> {
  constructor(private v: T) {}
  show() {
    return fmt(String(this.v));
  }
  twice(): string {
    return this.show() + this.show();
  }
}
const early: Holder<number> = new Holder(3);
function fmt(s: string): string {
  return "[" + s + "]";
}
console.log(early.show(), early.twice(), early);
abstract class Shape<T> {
  constructor(readonly tag: T) {}
  abstract area(): number;
  describe(): string {
    return String(this.tag) + ":" + this.area().toFixed(1);
  }
}
class Circle extends Shape<string> {
  constructor(private r: number) { super("circle"); }
  area(): number { return Math.PI * this.r * this.r; }
}
class Sq<T> extends Shape<T> {
  constructor(tag: T, private s: number) { super(tag); }
  area(): number { return this.s * this.s; }
}
const shapes: Shape<string>[] = [new Circle(1), new Sq("sq", 2)];
for (const s of shapes) console.log(s.describe());
console.log(new Sq(7, 3).describe());
