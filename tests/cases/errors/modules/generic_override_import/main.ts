import { Expr, Visitor } from "./expr";
class Num extends Expr {
  constructor(public value: number) { super(); }
  accept<R>(v: Visitor<R>): R { return v.visitNum(this.value); } // expect error: unsupported: generic method 'accept' that is abstract or overridden in a class of an imported module
}
const e: Expr = new Num(2);
console.log(e.accept({ visitNum: (n) => n * 2 }));
