// The runtime calls a class's toString() for String(x): Kiln supports only (): string.
class Cents {
  constructor(public n: number) {}
  toString(): number { // expect error: unsupported: a toString method that is not '(): string'
    return this.n;
  }
}
console.log("" + new Cents(5));
