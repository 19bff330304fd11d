// An interface reached only through a type re-export.
console.log("init geom");
export interface Pt {
  x: number;
  y: number;
}
export function norm1(p: Pt): number {
  return Math.abs(p.x) + Math.abs(p.y);
}
