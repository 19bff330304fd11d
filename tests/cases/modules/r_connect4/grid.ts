// A generic fixed-size 2-D grid and a few helpers on arrays.
export class Grid<T> {
  private cells: T[];
  constructor(readonly rows: number, readonly cols: number, private readonly fill: T) {
    this.cells = new Array<T>(rows * cols).fill(fill);
  }
  get(r: number, c: number): T {
    return this.cells[r * this.cols + c];
  }
  set(r: number, c: number, v: T): void {
    this.cells[r * this.cols + c] = v;
  }
  inside(r: number, c: number): boolean {
    return r >= 0 && r < this.rows && c >= 0 && c < this.cols;
  }
  clear(): void {
    this.cells.fill(this.fill);
  }
  map<U>(f: (v: T, r: number, c: number) => U): U[][] {
    const out: U[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: U[] = [];
      for (let c = 0; c < this.cols; c++) row.push(f(this.get(r, c), r, c));
      out.push(row);
    }
    return out;
  }
}

export function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

export function argmax<T>(xs: readonly T[], score: (x: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = -Infinity;
  for (const x of xs) {
    const s = score(x);
    if (s > bestScore) {
      bestScore = s;
      best = x;
    }
  }
  return best;
}
