export const A = 1;
export function twice(x: number): number { return x * 2; }
export let counter = 0;
export function bump(): void { counter++; }
export class Point { constructor(readonly x: number, readonly y: number) {} norm(): number { return Math.hypot(this.x, this.y); } }
export interface Shape { area(): number }
export const table = { a: 1, b: 2 };
