interface Pair { v: string; n: number }
class Box<T> { constructor(readonly v: T) {} }
function make(kind: "pair"): Pair;
function make(kind: "box"): Box<string>;
function make(kind: "num"): number;
function make(kind: string): any {
  if (kind === "pair") return { n: 2, v: "pv" };
  if (kind === "box") return new Box<string>("bv");
  return 42;
}
const p = make("pair");
const b = make("box");
console.log(p.v, p.n, b.v.toUpperCase(), make("num") + 1);
