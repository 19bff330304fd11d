import { Shape, Rect, Disc } from "./shapes";
export type ShapeClass = new (id: string) => Shape;
const table = new Map<string, ShapeClass>([["rect", Rect], ["disc", Disc]]);
export function register(name: string, k: ShapeClass): void { table.set(name, k); }
export function create(name: string, id: string): Shape {
  const k = table.get(name);
  if (!k) throw new Error("unknown shape " + name);
  return new k(id);
}
export function names(): string[] { return [...table.keys()]; }
export const defaultClass: typeof Shape = Rect;
