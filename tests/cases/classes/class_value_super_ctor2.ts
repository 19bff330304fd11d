abstract class Shape {
  constructor(public name: string) {}
  abstract area(): number;
  static unit(): string { return "cm"; }
}
class Sq extends Shape {
  constructor(public s: number) { super("sq"); }
  area(): number { return this.s * this.s; }
}
class Box<T> { constructor(public v: T) {} }
class NumBox extends Box<number> { constructor() { super(3); } }
const B = NumBox;
console.log(new B().v);
type SqCtor = new (s: number) => Shape;
const reg: Record<string, SqCtor> = { sq: Sq };
console.log(new reg["sq"](4).area(), Sq.unit());
function build(k: typeof Sq, n: number): Shape { return new k(n); }
console.log(build(Sq, 5).area(), build(Sq, 2).name);
const m = new Map<string, new () => NumBox>();
m.set("nb", NumBox);
console.log(new (m.get("nb")!)().v);
