// Generic method signatures in interfaces, implemented by classes (directly,
// through an abstract base, overridden in a subclass) and called through them.
interface Visitor<R> {
  visitNum(n: Num): R;
  visitAdd(a: Add): R;
}
interface Expr {
  accept<R>(v: Visitor<R>): R;
}
class Num implements Expr {
  constructor(public value: number) {}
  accept<R>(v: Visitor<R>): R { return v.visitNum(this); }
}
class Add implements Expr {
  constructor(public left: Expr, public right: Expr) {}
  accept<R>(v: Visitor<R>): R { return v.visitAdd(this); }
}
const evaluator: Visitor<number> = {
  visitNum: (n) => n.value,
  visitAdd: (a) => a.left.accept(evaluator) + a.right.accept(evaluator),
};
class Printer implements Visitor<string> {
  visitNum(n: Num): string { return String(n.value); }
  visitAdd(a: Add): string { return "(" + a.left.accept(this) + " + " + a.right.accept(this) + ")"; }
}
const e: Expr = new Add(new Num(1), new Add(new Num(2), new Num(3)));
console.log(e.accept(evaluator), e.accept(new Printer()));
const exprs: Expr[] = [new Num(4), e];
console.log(exprs.map((x) => x.accept(new Printer())));
interface Shape2 {
  name: string;
  fold<A>(init: A, f: (acc: A, s: Shape2) => A): A;
  mapAll<T, U>(f: (s: Shape2) => T, g: (t: T) => U): U[];
}
abstract class Base implements Shape2 {
  abstract name: string;
  fold<A>(init: A, f: (acc: A, s: Shape2) => A): A { return f(init, this); }
  mapAll<T, U>(f: (s: Shape2) => T, g: (t: T) => U): U[] { return [g(f(this))]; }
}
class Circle extends Base { name = "circle"; }
class Square extends Base { name = "square"; }
class Group implements Shape2 {
  name = "group";
  constructor(private items: Shape2[]) {}
  fold<A>(init: A, f: (acc: A, s: Shape2) => A): A {
    let acc = f(init, this);
    for (const s of this.items) acc = s.fold(acc, f);
    return acc;
  }
  mapAll<T, U>(f: (s: Shape2) => T, g: (t: T) => U): U[] {
    const r: U[] = [g(f(this))];
    for (const s of this.items) r.push(...s.mapAll(f, g));
    return r;
  }
}
class Big extends Group {
  fold<A>(init: A, f: (acc: A, s: Shape2) => A): A { return f(init, this); }
}
const scene: Shape2 = new Group([new Circle(), new Group([new Square(), new Circle()]), new Big([new Square()])]);
console.log(scene.fold(0, (n, s) => n + 1));
console.log(scene.fold("", (acc, s) => acc + s.name[0]));
console.log(scene.mapAll((s) => s.name.length, (n) => n * 10));
console.log(scene.mapAll((s) => s.name, (n) => n.toUpperCase()).join(","));
