// The visitor pattern: a generic abstract method, overridden in each subclass and
// called through the base class with several type arguments.
interface Visitor<R> {
  visitNum(n: Num): R;
  visitAdd(a: Add): R;
  visitNeg(n: Neg): R;
}
abstract class Expr {
  abstract accept<R>(v: Visitor<R>): R;
  describe(): string { return "expr " + this.accept(new Printer()); }
}
class Num extends Expr {
  constructor(public value: number) { super(); }
  accept<R>(v: Visitor<R>): R { return v.visitNum(this); }
}
class Add extends Expr {
  constructor(public left: Expr, public right: Expr) { super(); }
  accept<R>(v: Visitor<R>): R { return v.visitAdd(this); }
}
class Neg extends Expr {
  constructor(public inner: Expr) { super(); }
  accept<R>(v: Visitor<R>): R { return v.visitNeg(this); }
}
class Evaluator implements Visitor<number> {
  visitNum(n: Num): number { return n.value; }
  visitAdd(a: Add): number { return a.left.accept(this) + a.right.accept(this); }
  visitNeg(n: Neg): number { return -n.inner.accept(this); }
}
class Printer implements Visitor<string> {
  visitNum(n: Num): string { return String(n.value); }
  visitAdd(a: Add): string { return "(" + a.left.accept(this) + " + " + a.right.accept(this) + ")"; }
  visitNeg(n: Neg): string { return "-" + n.inner.accept(this); }
}
class Collector implements Visitor<number[]> {
  visitNum(n: Num): number[] { return [n.value]; }
  visitAdd(a: Add): number[] { return [...a.left.accept(this), ...a.right.accept(this)]; }
  visitNeg(n: Neg): number[] { return n.inner.accept(this).map(x => -x); }
}
const depth: Visitor<boolean> = {
  visitNum: (n) => n.value > 2,
  visitAdd: (a) => a.left.accept(depth) || a.right.accept(depth),
  visitNeg: (n) => n.inner.accept(depth),
};
const e: Expr = new Add(new Num(1), new Neg(new Add(new Num(2), new Num(3))));
console.log(e.accept(new Evaluator()), e.accept(new Printer()), e.accept(new Collector()), e.accept(depth));
console.log(e.describe());
const n = new Num(7);
console.log(n.accept(new Evaluator()), n.accept<string>(new Printer()));
// a generic method with a default implementation, overridden in one subclass
class Shape {
  map<T>(f: (s: Shape) => T): T[] { return [f(this)]; }
  name(): string { return "shape"; }
}
class Group extends Shape {
  constructor(public items: Shape[]) { super(); }
  map<T>(f: (s: Shape) => T): T[] { const r: T[] = []; for (const i of this.items) r.push(...i.map(f)); return r; }
  name(): string { return "group"; }
}
class Dot extends Shape { name(): string { return "dot"; } }
const g: Shape = new Group([new Dot(), new Group([new Shape(), new Dot()])]);
console.log(g.map(s => s.name()), g.map(s => s.name().length));
console.log(new Dot().map(s => s.name()));
// a generic method overriding a generic method that is not abstract
class Base {
  wrap<T>(x: T): string { return "base:" + String(x); }
}
class Derived extends Base {
  wrap<T>(x: T): string { return "derived:" + String(x); }
}
const bases: Base[] = [new Base(), new Derived()];
for (const b of bases) console.log(b.wrap(1), b.wrap("s"), b.wrap([1, 2]));
