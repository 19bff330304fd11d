import * as sh from "./shapes";
import { Box } from "./shapes";
import { norm1 } from "./geom";
import type { Pt } from "./geom";
console.log("init util");

export const base: number = sh.unit() + 1;
export function boxed(n: number): Box<number> {
  return new Box<number>(n + base);
}
export function far(p: Pt): boolean {
  return norm1(p) > 10;
}
export * from "./names";
export { Shape as BaseShape, counter, bump } from "./shapes";
export type { Pt } from "./geom";
