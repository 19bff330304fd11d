// Conway-style cellular automaton and a 2048 board: 2-D arrays, tuples as
// coordinates, Uint8Array grids, rotation by index math, seeded random,
// string rendering, labeled loops, and do/while.

type Dir = "up" | "down" | "left" | "right";
type Pos = readonly [row: number, col: number];

class Rng {
  #s: number;
  constructor(seed: number) { this.#s = seed >>> 0 || 1; }
  next(): number {
    let x = this.#s;
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    this.#s = x;
    return x / 0x1_0000_0000;
  }
  int(n: number): number { return Math.floor(this.next() * n); }
}

class Life {
  private cells: Uint8Array;
  constructor(readonly w: number, readonly h: number, alive: Pos[] = []) {
    this.cells = new Uint8Array(w * h);
    for (const [r, c] of alive) this.cells[r * w + c] = 1;
  }
  private at(r: number, c: number): number {
    return this.cells[((r + this.h) % this.h) * this.w + ((c + this.w) % this.w)];
  }
  step(): number {
    const next = new Uint8Array(this.cells.length);
    let changes = 0;
    for (let r = 0; r < this.h; r++)
      for (let c = 0; c < this.w; c++) {
        let n = 0;
        for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if (dr || dc) n += this.at(r + dr, c + dc);
        const alive = this.cells[r * this.w + c] === 1;
        const v = (alive && (n === 2 || n === 3)) || (!alive && n === 3) ? 1 : 0;
        next[r * this.w + c] = v;
        if (v !== this.cells[r * this.w + c]) changes++;
      }
    this.cells = next;
    return changes;
  }
  get population(): number { return this.cells.reduce((a, b) => a + b, 0); }
  toString(): string {
    const rows: string[] = [];
    for (let r = 0; r < this.h; r++) rows.push(Array.from(this.cells.subarray(r * this.w, (r + 1) * this.w), (v) => (v ? "#" : ".")).join(""));
    return rows.join("\n");
  }
}

class Board2048 {
  grid: number[][];
  score = 0;
  constructor(readonly size: number, private readonly rng: Rng) {
    this.grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    this.spawn();
    this.spawn();
  }
  private spawn(): boolean {
    const empty: Pos[] = [];
    this.grid.forEach((row, r) => row.forEach((v, c) => { if (v === 0) empty.push([r, c]); }));
    if (empty.length === 0) return false;
    const [r, c] = empty[this.rng.int(empty.length)];
    this.grid[r][c] = this.rng.next() < 0.9 ? 2 : 4;
    return true;
  }
  private static slide(line: number[]): [number[], number] {
    const nums = line.filter((v) => v !== 0);
    const out: number[] = [];
    let gained = 0;
    for (let i = 0; i < nums.length; i++) {
      if (nums[i] === nums[i + 1]) { out.push(nums[i] * 2); gained += nums[i] * 2; i++; }
      else out.push(nums[i]);
    }
    while (out.length < line.length) out.push(0);
    return [out, gained];
  }
  private rotate(times: number): void {
    for (let t = 0; t < ((times % 4) + 4) % 4; t++) {
      const n = this.size;
      this.grid = this.grid.map((_, r) => this.grid.map((row) => row[r]).reverse());
      void n;
    }
  }
  move(dir: Dir): boolean {
    const turns: Record<Dir, number> = { left: 0, down: 1, right: 2, up: 3 };
    const before = JSON.stringify(this.grid);
    this.rotate(turns[dir]);
    this.grid = this.grid.map((row) => {
      const [out, g] = Board2048.slide(row);
      this.score += g;
      return out;
    });
    this.rotate(-turns[dir]);
    const moved = JSON.stringify(this.grid) !== before;
    if (moved) this.spawn();
    return moved;
  }
  get canMove(): boolean {
    outer: for (let r = 0; r < this.size; r++) {
      for (let c = 0; c < this.size; c++) {
        const v = this.grid[r][c];
        if (v === 0) return true;
        if (c + 1 < this.size && this.grid[r][c + 1] === v) break outer;
        if (r + 1 < this.size && this.grid[r + 1][c] === v) return true;
      }
      continue;
    }
    return this.grid.some((row) => row.some((v, c) => row[c + 1] === v));
  }
  get max(): number { return Math.max(...this.grid.flat()); }
  render(): string {
    const w = String(this.max).length;
    return this.grid.map((row) => row.map((v) => (v ? String(v) : ".").padStart(w)).join(" ")).join("\n");
  }
}

const glider: Pos[] = [[0, 1], [1, 2], [2, 0], [2, 1], [2, 2]];
const life = new Life(8, 6, [...glider, [4, 5], [4, 6], [4, 7]]);
console.log(life.toString(), "\npop", life.population);
let gens = 0, changes: number;
do {
  changes = life.step();
  gens++;
} while (changes > 0 && gens < 12);
console.log(`after ${gens} generations (last change count ${changes}):\n${life}`);

const game = new Board2048(4, new Rng(2024));
console.log(game.render());
const dirs: Dir[] = ["left", "up", "right", "down"];
let moves = 0, stuck = 0;
while (game.canMove && moves < 200) {
  const d = dirs[(moves + stuck) % 4];
  if (game.move(d)) { moves++; stuck = 0; } else stuck++;
  if (stuck > 4) break;
}
console.log(`moves ${moves} score ${game.score} max ${game.max} canMove ${game.canMove}`);
console.log(game.render());
