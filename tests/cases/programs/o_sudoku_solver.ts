// Sudoku: candidate bitmasks with constraint propagation (naked and hidden
// singles), then backtracking on the cell with the fewest candidates.

type Grid = number[]; // 81 cells, 0 = empty

const ALL = 0x1ff;
const bit = (d: number) => 1 << (d - 1);
const popcount = (m: number): number => {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
};
const digitsOf = (m: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (m & bit(d)) out.push(d);
  return out;
};

// peers and units, computed once
const UNITS: number[][] = [];
for (let i = 0; i < 9; i++) {
  UNITS.push(Array.from({ length: 9 }, (_, j) => i * 9 + j)); // rows
  UNITS.push(Array.from({ length: 9 }, (_, j) => j * 9 + i)); // columns
  const r0 = Math.floor(i / 3) * 3, c0 = (i % 3) * 3;
  UNITS.push(Array.from({ length: 9 }, (_, j) => (r0 + Math.floor(j / 3)) * 9 + c0 + (j % 3))); // boxes
}
const PEERS: number[][] = Array.from({ length: 81 }, (_, cell) => {
  const s = new Set<number>();
  for (const u of UNITS) if (u.includes(cell)) u.forEach((p) => p !== cell && s.add(p));
  return [...s].sort((a, b) => a - b);
});

class Contradiction extends Error {}

interface Stats { assigned: number; guesses: number; backtracks: number; hiddenSingles: number }

class Solver {
  readonly stats: Stats = { assigned: 0, guesses: 0, backtracks: 0, hiddenSingles: 0 };

  parse(text: string): Int32Array {
    const chars = text.replace(/[^0-9.]/g, "");
    if (chars.length !== 81) throw new Error(`expected 81 cells, got ${chars.length}`);
    const cand = new Int32Array(81).fill(ALL);
    [...chars].forEach((ch, i) => {
      const d = ch === "." ? 0 : Number(ch);
      if (d) this.assign(cand, i, d);
    });
    return cand;
  }

  private assign(cand: Int32Array, cell: number, d: number): void {
    if (!(cand[cell] & bit(d))) throw new Contradiction(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} cannot be ${d}`);
    const others = cand[cell] & ~bit(d);
    for (const o of digitsOf(others)) this.eliminate(cand, cell, o);
    this.stats.assigned++;
  }

  private eliminate(cand: Int32Array, cell: number, d: number): void {
    const b = bit(d);
    if (!(cand[cell] & b)) return;
    cand[cell] &= ~b;
    const left = cand[cell];
    if (left === 0) throw new Contradiction(`no candidates left at ${cell}`);
    if (popcount(left) === 1) {
      const only = Math.log2(left) + 1;
      for (const p of PEERS[cell]) this.eliminate(cand, p, only);
    }
    // hidden single: d now fits only one place in some unit of cell
    for (const u of UNITS) {
      if (!u.includes(cell)) continue;
      const places = u.filter((c) => cand[c] & b);
      if (places.length === 0) throw new Contradiction(`digit ${d} has no place`);
      if (places.length === 1 && popcount(cand[places[0]]) > 1) {
        this.stats.hiddenSingles++;
        this.assign(cand, places[0], d);
      }
    }
  }

  solve(cand: Int32Array): Int32Array | null {
    let best = -1;
    let bestCount = 10;
    for (let i = 0; i < 81; i++) {
      const n = popcount(cand[i]);
      if (n > 1 && n < bestCount) [best, bestCount] = [i, n];
    }
    if (best < 0) return cand;
    for (const d of digitsOf(cand[best])) {
      const copy = cand.slice();
      this.stats.guesses++;
      try {
        this.assign(copy, best, d);
        const result = this.solve(copy);
        if (result) return result;
      } catch (e) {
        if (!(e instanceof Contradiction)) throw e;
      }
      this.stats.backtracks++;
    }
    return null;
  }
}

function toGrid(cand: Int32Array): Grid {
  return Array.from(cand, (m) => (popcount(m) === 1 ? Math.log2(m) + 1 : 0));
}

function render(g: Grid): string {
  const lines: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r && r % 3 === 0) lines.push("------+-------+------");
    const row = g.slice(r * 9, r * 9 + 9).map((d) => (d ? String(d) : "."));
    lines.push([row.slice(0, 3), row.slice(3, 6), row.slice(6)].map((p) => p.join(" ")).join(" | "));
  }
  return lines.join("\n");
}

function valid(g: Grid): boolean {
  return UNITS.every((u) => new Set(u.map((c) => g[c])).size === 9 && u.every((c) => g[c] >= 1 && g[c] <= 9));
}

const puzzles: Record<string, string> = {
  easy: "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
  hard: `
    4.....8.5 .3....... ...7.....
    .2.....6. ....8.4.. ....1....
    ...6.3.7. 5..2..... 1.4......`,
  broken: "553020600900305001001806400008102900700000008006708200002609500800203009005010300",
  short: "1234",
};

for (const [name, text] of Object.entries(puzzles)) {
  const solver = new Solver();
  try {
    const start = solver.parse(text);
    const givens = [...text.replace(/[^0-9.]/g, "")].filter((c) => c !== "." && c !== "0").length;
    const afterPropagation = toGrid(start).filter(Boolean).length;
    const solved = solver.solve(start);
    if (!solved) {
      console.log(`${name}: no solution`);
      continue;
    }
    const grid = toGrid(solved);
    const { guesses, backtracks, hiddenSingles } = solver.stats;
    console.log(`${name}: givens=${givens} propagated=${afterPropagation} guesses=${guesses} backtracks=${backtracks} hidden=${hiddenSingles} valid=${valid(grid)}`);
    console.log(render(grid));
    console.log(`checksum ${grid.reduce((acc, d, i) => (acc * 31 + d * (i + 1)) % 1_000_000_007, 7)}`);
  } catch (e) {
    const kind = e instanceof Contradiction ? "contradiction" : "error";
    console.log(`${name}: ${kind}: ${(e as Error).message}`);
  }
}
