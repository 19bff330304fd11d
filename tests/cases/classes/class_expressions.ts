// Class expressions: bound to a const (the class takes the const's name,
// as Node names it), with their own name (visible inside), bound to a let,
// passed as arguments and returned from functions.
const Point = class {
  constructor(public x: number, public y: number) {}
  norm(): number {
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }
  static origin() {
    return new Point(0, 0);
  }
  static count = 0;
};
const p = new Point(3, 4);
Point.count++;
console.log(p, p.norm(), Point.name, Point.origin(), Point.count);
console.log(Point, p instanceof Point);

const P = class Named {
  n = 1;
  clone(): Named {
    const c = new Named();
    c.n = this.n + 1;
    return c;
  }
  get twice(): number {
    return this.n * 2;
  }
};
const q = new P();
console.log(q, q.clone(), q.clone().twice, P.name, P);

let L = class {
  z = 3;
};
console.log(new L(), L.name);

interface HasZ {
  z: number;
}
function make(k: new () => HasZ): HasZ {
  return new k();
}
console.log(make(class { z = 9; }), make(L).z);

function factory() {
  return class Counter {
    count = 0;
    inc() {
      this.count++;
      return this;
    }
  };
}
const C = factory();
const counter = new C().inc().inc();
console.log(counter, C.name, counter.count);

function anonymous() {
  return class {
    label = "anon";
  };
}
const A = anonymous();
console.log(new A(), JSON.stringify(A.name), A);

// A class expression extending a declared class.
class Shape {
  constructor(readonly sides: number) {}
  describe(): string {
    return `${this.sides} sides`;
  }
}
const Square = class extends Shape {
  constructor(readonly side: number) {
    super(4);
  }
  area(): number {
    return this.side * this.side;
  }
  describe(): string {
    return "square, " + super.describe();
  }
};
const sq = new Square(3);
const shapes: Shape[] = [sq, new Shape(3)];
console.log(sq, sq.area(), shapes.map((s) => s.describe()), sq instanceof Shape, Square);
