// A class hierarchy with virtual method calls, abstract methods, super calls,
// getters and instanceof.
abstract class Shape {
  static created = 0;
  constructor(public readonly name: string) { Shape.created++; }
  abstract area(): number;
  abstract perimeter(): number;
  scale(k: number): Shape { return this; }
  describe(): string { return `${this.name}(${this.area().toFixed(2)})`; }
}

class Circle extends Shape {
  constructor(private r: number) { super("circle"); }
  area(): number { return Math.PI * this.r * this.r; }
  perimeter(): number { return 2 * Math.PI * this.r; }
  scale(k: number): Shape { return new Circle(this.r * k); }
}

class Rect extends Shape {
  constructor(protected w: number, protected h: number, name = "rect") { super(name); }
  area(): number { return this.w * this.h; }
  perimeter(): number { return 2 * (this.w + this.h); }
  scale(k: number): Shape { return new Rect(this.w * k, this.h * k); }
}

class Square extends Rect {
  constructor(s: number) { super(s, s, "square"); }
  get side(): number { return this.w; }
  scale(k: number): Shape { return new Square(this.w * k); }
  describe(): string { return "sq:" + super.describe(); }
}

class Triangle extends Shape {
  constructor(private a: number, private b: number, private c: number) { super("tri"); }
  area(): number {
    const s = (this.a + this.b + this.c) / 2;
    return Math.sqrt(s * (s - this.a) * (s - this.b) * (s - this.c));
  }
  perimeter(): number { return this.a + this.b + this.c; }
}

let seed = 99;
function rnd(): number {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}

function build(n: number): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i < n; i++) {
    const k = i % 4;
    if (k === 0) out.push(new Circle(1 + rnd() * 5));
    else if (k === 1) out.push(new Rect(1 + rnd() * 4, 1 + rnd() * 4));
    else if (k === 2) out.push(new Square(1 + rnd() * 3));
    else out.push(new Triangle(3, 4, 5));
  }
  return out;
}

const shapes = build(2000);
let totalArea = 0;
let totalPer = 0;
let squares = 0;
let sides = 0;
let descLen = 0;
for (let round = 0; round < 1500; round++) {
  for (let i = 0; i < shapes.length; i++) {
    const s = shapes[i];
    totalArea += s.area();
    totalPer += s.perimeter();
    if (s instanceof Square) { squares++; sides += s.side; }
  }
  if (round % 10 === 0) {
    for (let i = 0; i < shapes.length; i++) {
      const t = shapes[i].scale(1.5);
      totalArea += t.area() * 0.001;
      descLen += t.describe().length;
    }
  }
}
console.log(totalArea.toFixed(4), totalPer.toFixed(4), squares, sides.toFixed(4), descLen, Shape.created);
