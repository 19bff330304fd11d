// Method parameters compare bivariantly (tsc): a class implementing
// Visitor<number> fits Visitor<unknown>, and calls through it reach its
// methods through adapters that convert each argument and result.
interface Visitor<R> { visitNum(n: number): R; visitAdd(a: R, b: R): R; name(): string }
class Calc implements Visitor<number> {
  visitNum(n: number): number { return n; }
  visitAdd(a: number, b: number): number { return a + b; }
  name() { return "calc"; }
}
class Show implements Visitor<string> {
  visitNum(n: number): string { return "" + n; }
  visitAdd(a: string, b: string): string { return "(" + a + "+" + b + ")"; }
  name() { return "show"; }
}
type Expr = { kind: "num"; n: number } | { kind: "add"; l: Expr; r: Expr };
function walk<R>(e: Expr, v: Visitor<R>): R {
  return e.kind === "num" ? v.visitNum(e.n) : v.visitAdd(walk(e.l, v), walk(e.r, v));
}
const e: Expr = { kind: "add", l: { kind: "num", n: 1 }, r: { kind: "add", l: { kind: "num", n: 2 }, r: { kind: "num", n: 3.5 } } };
const vs: Visitor<unknown>[] = [new Calc(), new Show()];
for (const v of vs) console.log(v.name(), walk(e, v), v.visitAdd(v.visitNum(1), v.visitNum(2)));
interface Sink { put(x: string | number): void }
class Nums implements Sink {
  total = 0;
  put(x: number): void { this.total += x; }
}
const n = new Nums();
const s: Sink = n;
s.put(4);
s.put(5);
console.log(n.total);
