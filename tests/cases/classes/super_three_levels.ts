// super calls through three levels: constructors, methods and overriding chains.
const trace: string[] = [];

class A {
  a: number;
  constructor(x: number) {
    trace.push("A(" + x + ")");
    this.a = x;
  }
  describe(): string {
    return "A[" + this.a + "]";
  }
  total(): number {
    return this.a;
  }
  who(): string {
    return "A";
  }
}

class B extends A {
  b: number;
  constructor(x: number, y: number) {
    trace.push("B start");
    super(x * 10);
    this.b = y;
    trace.push("B end");
  }
  describe(): string {
    return "B[" + this.b + "]<" + super.describe() + ">";
  }
  total(): number {
    return super.total() + this.b;
  }
}

class C extends B {
  c: number;
  constructor(x: number, y: number, z: number) {
    trace.push("C start");
    super(x, y * 10);
    this.c = z;
    trace.push("C end");
  }
  describe(): string {
    return "C[" + this.c + "]<" + super.describe() + ">";
  }
  total(): number {
    return super.total() + this.c;
  }
  who(): string {
    return "C:" + super.who();
  }
}

const c = new C(1, 2, 3);
console.log(trace.join(" | "));
console.log(c.describe());
console.log(c.total(), c.a, c.b, c.c, c.who());

// A method defined only at the top, called on the bottom class, calls overridden methods.
class Shape {
  name(): string {
    return "shape";
  }
  title(): string {
    return "<" + this.name() + ">";
  }
}
class Polygon extends Shape {
  name(): string {
    return "polygon/" + super.name();
  }
}
class Triangle extends Polygon {
  name(): string {
    return "triangle/" + super.name();
  }
}
console.log(new Shape().title(), new Polygon().title(), new Triangle().title());

// Skipping a level: the middle class does not override, super goes to the top.
class Mid extends A {}
class Low extends Mid {
  describe(): string {
    return "Low<" + super.describe() + ">";
  }
}
trace.length = 0;
console.log(new Low(7).describe(), trace.join(","));
console.log(c);
