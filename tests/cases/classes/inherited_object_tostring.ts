// o.toString() of a class that declares no toString: Object.prototype's, which calls a subclass's override.
abstract class Expr {
  abstract eval(): number;
  toJSON(): string { return this.toString(); }
  show(): string { return `[${this.toString()}]`; }
}
class Num extends Expr {
  constructor(readonly v: number) { super(); }
  eval() { return this.v; }
  override toString() { return `#${this.v}`; }
}
class Plain extends Expr { eval() { return 0; } }
class Bare { x = 1; }
const xs: Expr[] = [new Num(3), new Plain()];
console.log(xs.map((x) => x.toString()), xs.map((x) => x.show()), JSON.stringify(xs), new Bare().toString(), String(new Bare()));
