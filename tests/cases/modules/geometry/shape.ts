export interface Point {
  x: number;
  y: number;
}

export abstract class Shape {
  constructor(public readonly label: string) {}
  abstract area(): number;
  perimeter(): number {
    return 0;
  }
  describe(): string {
    return `${this.label}: area=${this.area().toFixed(2)} perimeter=${this.perimeter().toFixed(2)}`;
  }
}

export function distance(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}
