// A base constructor calling a method the subclass overrides: the override
// runs before the subclass's fields are initialized, and reads them as
// undefined (string fields used to be null pointers: a crash).  Number
// fields read as undefined too; a boolean field reads false (known gap).
abstract class Base {
  constructor() { console.log("init:", this.describe()); }
  abstract describe(): string;
}
class K extends Base {
  kind: "a" | "b" = "a";
  label = "lbl";
  n = 5;
  constructor(public tag: string) { super(); console.log("after:", this.describe()); }
  describe() { return `${this.kind}/${this.label}/${this.n}/${this.tag}/${this.label?.length}`; }
}
new K("t");
class P { constructor() { this.show(); } show() {} }
class Q extends P {
  s = "q";
  override show() { console.log([this.s], this.s === undefined, typeof this.s, `${this.s}`); }
}
new Q();
class A {
  name: string;
  log: string[] = [];
  constructor(name: string) { this.name = name; this.log.push("A ctor " + this.describe()); }
  describe() { return `A(${this.name})`; }
}
class B extends A {
  extra = "x";
  constructor(name: string, public level = 1) { super(name); this.log.push(`B ctor ${this.extra} ${this.level}`); }
  override describe() { return `B(${this.name}, ${this.extra})`; }
}
console.log(new B("bob", 3).log);
