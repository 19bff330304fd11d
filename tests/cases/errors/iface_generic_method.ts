// Generic method signatures in interfaces: only classes implement them.
interface Expr { accept<R>(v: (n: number) => R): R; }
class Lit { accept(v: (n: number) => number): number { return v(1); } }
const e: Expr = new Lit(); // expect error: Type 'Lit' is not assignable to type 'Expr'.
const o: Expr = { accept: (v) => v(2) }; // expect error: unsupported: a non-generic 'accept' for the generic method 'accept' of 'Expr'
const f = e.accept; // expect error: unsupported: generic method 'accept' used as a value
console.log(e, o, f);
