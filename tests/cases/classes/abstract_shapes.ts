// abstract classes: abstract methods, concrete methods calling them.
abstract class Shape {
  static made = 0;
  constructor(public readonly name: string) {
    Shape.made++;
  }
  abstract area(): number;
  abstract perimeter(): number;
  describe(): string {
    return `${this.name}: area ${this.area().toFixed(2)}, perimeter ${this.perimeter().toFixed(2)}`;
  }
  biggerThan(o: Shape): boolean {
    return this.area() > o.area();
  }
}

class Circle extends Shape {
  constructor(private r: number) {
    super("circle");
  }
  area(): number {
    return Math.PI * this.r * this.r;
  }
  perimeter(): number {
    return 2 * Math.PI * this.r;
  }
}

class Rect extends Shape {
  constructor(protected w: number, protected h: number) {
    super("rect");
  }
  area(): number {
    return this.w * this.h;
  }
  perimeter(): number {
    return 2 * (this.w + this.h);
  }
}

class Square extends Rect {
  constructor(side: number) {
    super(side, side);
  }
  describe(): string {
    return "square! " + super.describe();
  }
}

abstract class Polygon extends Shape {
  abstract sides(): number;
  perimeter(): number {
    return this.sides() * this.side;
  }
  constructor(name: string, protected side: number) {
    super(name);
  }
}
class Hexagon extends Polygon {
  constructor(side: number) {
    super("hexagon", side);
  }
  sides(): number {
    return 6;
  }
  area(): number {
    return ((3 * Math.sqrt(3)) / 2) * this.side * this.side;
  }
}

const shapes: Shape[] = [new Circle(1), new Rect(2, 3.5), new Square(2), new Hexagon(1)];
for (const s of shapes) console.log(s.describe());
let biggest = shapes[0];
for (const s of shapes) if (s.biggerThan(biggest)) biggest = s;
console.log("biggest:", biggest.name, "made:", Shape.made);
console.log(shapes);
