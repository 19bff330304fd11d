// The board: dropping discs, undoing, and finding four in a row.
import { ROWS, COLS, CONNECT, Disc, SYMBOL, type Cell, type Column } from "./types";
import { Grid, range } from "./grid";

export class IllegalMove extends Error {
  constructor(readonly column: Column, reason: string) {
    super(`column ${column}: ${reason}`);
    this.name = "IllegalMove";
  }
}

const DIRS: ReadonlyArray<readonly [number, number]> = [[0, 1], [1, 0], [1, 1], [1, -1]];

export class Board {
  private grid = new Grid<Disc>(ROWS, COLS, Disc.Empty);
  private heights: number[] = range(COLS).map(() => 0);
  private history: Column[] = [];

  get moves(): number {
    return this.history.length;
  }
  canDrop(col: Column): boolean {
    return col >= 0 && col < COLS && this.heights[col] < ROWS;
  }
  legal(): Column[] {
    return range(COLS).filter((c) => this.canDrop(c));
  }
  drop(col: Column, d: Disc): Cell {
    if (!Number.isInteger(col) || col < 0 || col >= COLS) throw new IllegalMove(col, "no such column");
    if (!this.canDrop(col)) throw new IllegalMove(col, "column is full");
    const row = ROWS - 1 - this.heights[col]++;
    this.grid.set(row, col, d);
    this.history.push(col);
    return [row, col];
  }
  undo(): void {
    const col = this.history.pop();
    if (col === undefined) throw new Error("nothing to undo");
    const row = ROWS - this.heights[col]--;
    this.grid.set(row, col, Disc.Empty);
  }
  at(r: number, c: number): Disc {
    return this.grid.get(r, c);
  }
  /** The run of discs through (r, c) in direction (dr, dc). */
  private run(r: number, c: number, dr: number, dc: number): Cell[] {
    const d = this.grid.get(r, c);
    const cells: Cell[] = [[r, c]];
    for (const s of [1, -1]) {
      let rr = r + dr * s, cc = c + dc * s;
      while (this.grid.inside(rr, cc) && this.grid.get(rr, cc) === d) {
        cells.push([rr, cc]);
        rr += dr * s;
        cc += dc * s;
      }
    }
    return cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }
  winningLine(): Cell[] | null {
    for (let r = 0; r < ROWS; r++)
      for (let c = 0; c < COLS; c++) {
        if (this.grid.get(r, c) === Disc.Empty) continue;
        for (const [dr, dc] of DIRS) {
          const line = this.run(r, c, dr, dc);
          if (line.length >= CONNECT) return line;
        }
      }
    return null;
  }
  /** Counts the windows of CONNECT cells holding only d's discs, weighted by how full they are. */
  windows(d: Disc): number {
    let score = 0;
    for (let r = 0; r < ROWS; r++)
      for (let c = 0; c < COLS; c++)
        for (const [dr, dc] of DIRS) {
          let mine = 0, theirs = 0;
          for (let k = 0; k < CONNECT; k++) {
            const rr = r + dr * k, cc = c + dc * k;
            if (!this.grid.inside(rr, cc)) { theirs = -1; break; }
            const v = this.grid.get(rr, cc);
            if (v === d) mine++;
            else if (v !== Disc.Empty) theirs++;
          }
          if (theirs === 0) score += mine === 3 ? 5 : mine === 2 ? 2 : 0;
        }
    return score;
  }
  toString(): string {
    const rows = this.grid.map((v) => SYMBOL[v]).map((row) => "|" + row.join(" ") + "|");
    return [...rows, "+" + "-".repeat(COLS * 2 - 1) + "+", " " + range(COLS).join(" ")].join("\n");
  }
}
