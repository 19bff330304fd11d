// A method returning `this` may return it through a comma or conditional expression.
class A {
  x = 1; n = 0;
  self(): this { return (this.n++, this); }
  pick(f: boolean): this { return f ? this : this.self(); }
}
class B extends A { y = 2; more(): this { return (this.n += 10, this.pick(false)); } }
const b = new B().self().more().pick(true);
console.log(b.x, b.y, b.n);
