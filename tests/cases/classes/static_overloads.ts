// Overload signatures of static methods: a call takes the first signature
// its arguments fit and gets that signature's result type.
class Conv {
  static parse(s: string): number;
  static parse(n: number): string;
  static parse(x: string | number): number | string {
    return typeof x === "string" ? Number(x) : "#" + String(x);
  }

  static make(): Conv;
  static make(tag: string): Conv;
  static make(tag: string, n: number): Conv;
  static make(tag?: string, n?: number): Conv {
    const c = new Conv();
    c.tag = (tag ?? "none") + (n === undefined ? "" : ":" + n);
    return c;
  }

  static twice(): number {
    // through `this` in a static method
    return this.parse("21") * 2;
  }

  tag = "";
}

class Sub extends Conv {}

const a: number = Conv.parse("12");
const b: string = Conv.parse(7);
console.log(a + 1, b.length, b);
console.log(Conv.make().tag, Conv.make("t").tag, Conv.make("u", 3).tag);
console.log(Conv.twice());
const s: string = Sub.parse(5);
console.log(s, Sub.parse("2.5") * 2);

class Shape {
  constructor(readonly w: number, readonly h: number) {}
  static of(side: number): Shape;
  static of(w: number, h: number): Shape;
  static of(pair: [number, number]): Shape;
  static of(x: number | [number, number], h?: number): Shape {
    if (Array.isArray(x)) return new Shape(x[0], x[1]);
    return new Shape(x, h ?? x);
  }
}
console.log(Shape.of(2), Shape.of(2, 3), Shape.of([4, 5]));
