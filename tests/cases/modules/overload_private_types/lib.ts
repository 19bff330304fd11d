// Overloads whose signatures use this module's own, unexported types.
type Pred = (x: unknown) => boolean;
interface Range { lo: number; hi: number }
export function check(v: unknown, p: Pred): boolean;
export function check(v: unknown, p: string): boolean;
export function check(v: unknown, p: any): boolean {
  return typeof p === "string" ? typeof v === p : p(v);
}
export function span(r: Range): number;
export function span(lo: number, hi: number): number;
export function span(a: Range | number, hi?: number): number {
  return typeof a === "number" ? (hi ?? a) - a : a.hi - a.lo;
}
