// A type argument inferred from an instance of a non-generic subclass of a
// generic class: describe(circle), Circle extends Shape<string>, infers M =
// string as tsc does (it was unknown, and the circle was refused as a
// Shape<unknown>).
abstract class Shape<M> {
  constructor(readonly meta: M) {}
  abstract area(): number;
}
class Circle extends Shape<string> {
  constructor(private r: number) {
    super("circle");
  }
  area(): number {
    return Math.round(Math.PI * this.r * this.r);
  }
}
class Tagged extends Circle {}
class Square extends Shape<number[]> {
  area(): number {
    return this.meta[0] * this.meta[0];
  }
}
function describe<M>(s: Shape<M>): string {
  return `${JSON.stringify(s.meta)}:${s.area()}`;
}
function metaOf<M>(s: Shape<M>): M {
  return s.meta;
}
console.log(describe(new Circle(2)), describe(new Tagged(1)), describe(new Square([3])));
console.log(metaOf(new Circle(1)).toUpperCase(), metaOf(new Square([4, 5])).length);
