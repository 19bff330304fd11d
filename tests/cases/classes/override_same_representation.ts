// Overrides whose parameters and result are held as the parent's are: a
// narrower object type, fewer parameters, a void parent result, abstract methods.
interface Shape { name: string }
abstract class Node2 {
  abstract eval(env: Map<string, number>): number;
  describe(): Shape { return { name: "node" }; }
  visit(tag: string, depth: number): void { console.log("base visit", tag, depth); }
}
class Num extends Node2 {
  constructor(private v: number) { super(); }
  eval(): number { return this.v; }
  describe(): { name: string; extra: number } { return { name: "num", extra: this.v }; }
  visit(tag: string): number { console.log("num visit", tag); return 1; }
}
class Var extends Node2 {
  constructor(private n: string) { super(); }
  eval(env: Map<string, number>): number { return env.get(this.n) ?? 0; }
}
const env = new Map([["x", 5]]);
const nodes: Node2[] = [new Num(3), new Var("x"), new Var("y")];
for (const n of nodes) { console.log(n.eval(env), n.describe()); n.visit("t", 1); }
