// String(x), template literals and string concatenation call a class's own
// toString(), as JS does.
class Money {
  constructor(
    private cents: number,
    private currency: string,
  ) {}
  toString(): string {
    return `${(this.cents / 100).toFixed(2)} ${this.currency}`;
  }
}
const price = new Money(1999, "EUR");
console.log(`Total: ${price}`);
console.log(String(price));
console.log("Price is " + price + "!");

// Inherited and overridden toString.
class Shape {
  constructor(public name: string) {}
  toString(): string {
    return `Shape(${this.name})`;
  }
}
class Circle extends Shape {
  constructor(public r: number) {
    super("circle");
  }
  toString(): string {
    return `Circle(r=${this.r})`;
  }
}
class Square extends Shape {
  constructor(public side: number) {
    super("square");
  }
}
const shapes: Shape[] = [new Circle(2), new Square(3), new Shape("blob")];
for (const s of shapes) console.log(`${s}`);
console.log(shapes.map((s) => String(s)).join("; "));
console.log(`${new Square(1)}`);

// Without a toString of its own: the default.
class Plain {
  x = 1;
}
console.log(`${new Plain()}`, String(new Plain()));

// Errors have their own toString.
const e = new RangeError("out of range");
console.log(`${e}`, String(e));
