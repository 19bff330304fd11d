// A 2-D grid of cell records: Conway's game of life on a small torus.
interface Cell {
  alive: boolean;
  age: number;
  next: boolean;
}

const W = 10;
const H = 8;
const grid: Cell[][] = [];
for (let y = 0; y < H; y++) {
  const row: Cell[] = [];
  for (let x = 0; x < W; x++) row.push({ alive: false, age: 0, next: false });
  grid.push(row);
}

// A glider and a blinker.
const seeds = [
  [1, 0], [2, 1], [0, 2], [1, 2], [2, 2],
  [6, 4], [7, 4], [8, 4],
];
for (const s of seeds) grid[s[1]][s[0]].alive = true;

function neighbours(x: number, y: number): number {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      if (grid[(y + dy + H) % H][(x + dx + W) % W].alive) n++;
    }
  return n;
}

function step(): void {
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const c = grid[y][x];
      const n = neighbours(x, y);
      c.next = c.alive ? n === 2 || n === 3 : n === 3;
    }
  for (const row of grid)
    for (const c of row) {
      c.age = c.next && c.alive ? c.age + 1 : 0;
      c.alive = c.next;
    }
}

function render(): string {
  return grid.map((row) => row.map((c) => (c.alive ? (c.age > 9 ? "+" : String(c.age)) : ".")).join("")).join("\n");
}

console.log(render());
for (let gen = 1; gen <= 4; gen++) step();
console.log("--- after 4");
console.log(render());
for (let gen = 5; gen <= 40; gen++) step();
console.log("--- after 40");
console.log(render());
let population = 0;
let oldest = 0;
for (const row of grid)
  for (const c of row) {
    if (c.alive) population++;
    oldest = Math.max(oldest, c.age);
  }
console.log(population, oldest, grid[4][7]);
