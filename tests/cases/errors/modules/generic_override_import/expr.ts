export interface Visitor<R> {
  visitNum(value: number): R;
}
export class Expr {
  accept<R>(v: Visitor<R>): R { return v.visitNum(0); }
}
