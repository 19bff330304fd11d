// Class instances print as `ClassName { fields }`.
class Empty {}
class Point {
  constructor(public x: number, public y: number) {}
}
class Named {
  name = "n";
  tags: string[] = ["a", "b"];
  origin = new Point(0, 0);
}
console.log(new Empty(), new Point(1, 2), new Named());
console.log([new Point(1, 2), new Point(3, 4)]);
console.log({ p: new Point(5, 6), e: new Empty() });

// Subclasses print their own name, with parent fields first.
class Point3 extends Point {
  z = 0;
  constructor(x: number, y: number, z: number) {
    super(x, y);
    this.z = z;
  }
}
class Labeled extends Point3 {
  label = "L";
}
console.log(new Point3(1, 2, 3), new Labeled(4, 5, 6));

// Fields declared without initialisers exist (as undefined) from the start, in declaration order.
class Decl {
  b: number;
  a: number;
  c?: string;
  constructor() {
    this.a = 1;
    this.b = 2;
  }
}
console.log(new Decl());

// Methods, getters, static members and #private fields are not shown.
class Rich {
  static count = 0;
  #secret = 1;
  visible = true;
  get doubled(): number {
    return this.#secret * 2;
  }
  method(): number {
    return 1;
  }
}
console.log(new Rich(), new Rich().doubled);

// TypeScript-private fields are ordinary properties and are shown.
class Priv {
  private hidden = "shown anyway";
  protected prot = 1;
  constructor(private readonly key: string) {}
}
console.log(new Priv("k"));

// An abstract base class's name never appears; the concrete class's does.
abstract class Base {
  kind = "base";
}
class Concrete extends Base {
  extra = 1;
}
const b: Base = new Concrete();
console.log(b);
