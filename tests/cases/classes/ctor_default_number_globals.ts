// A constructor parameter (property) whose default is Infinity, NaN, -Infinity
// or a Number/Math constant is a number without an annotation.
class Range {
  constructor(readonly lo = -Infinity, readonly hi = Infinity, readonly step = NaN) {}
  has(x: number): boolean {
    return x >= this.lo && x <= this.hi;
  }
}
class Circle {
  constructor(readonly r = 1, readonly pi = Math.PI, private eps = Number.EPSILON, readonly big = Number.MAX_SAFE_INTEGER) {}
  area(): string {
    return (this.pi * this.r * this.r).toFixed(3) + (this.eps > 0 ? "" : "?");
  }
}
class List<T> {
  constructor(readonly item: T, readonly maxLen = Infinity) {}
}
const r = new Range(0);
console.log(r, r.has(1e300), new Range(1, 2).has(3), new Circle(2).area(), new Circle(), new List("q", 3), new List(1));
