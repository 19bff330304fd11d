export interface Vec {
  x: number;
  y: number;
}
export function make(x: number, y: number): Vec {
  return { x: x, y: y };
}
export function add(a: Vec, b: Vec): Vec {
  return make(a.x + b.x, a.y + b.y);
}
export function scale(a: Vec, k: number): Vec {
  return make(a.x * k, a.y * k);
}
export function len(a: Vec): number {
  return Math.hypot(a.x, a.y);
}
export const ZERO: Vec = { x: 0, y: 0 };
export class Body {
  static created = 0;
  static describe(b: Body): string {
    return `Body(${b.pos.x}, ${b.pos.y})`;
  }
  constructor(public pos: Vec, public vel: Vec) {
    Body.created++;
  }
  step(dt: number): void {
    this.pos = add(this.pos, scale(this.vel, dt));
  }
}
