// A Grid<T> used for numbers (a hot loop: Game of Life neighbour counts) and booleans.
class Grid<T> {
  private cells: T[] = [];
  constructor(readonly width: number, readonly height: number, fill: T) {
    for (let i = 0; i < width * height; i++) this.cells.push(fill);
  }
  get(x: number, y: number): T {
    const xx = (x + this.width) % this.width;
    const yy = (y + this.height) % this.height;
    return this.cells[yy * this.width + xx];
  }
  set(x: number, y: number, v: T): void {
    this.cells[y * this.width + x] = v;
  }
  map<U>(f: (v: T, x: number, y: number) => U, fill: U): Grid<U> {
    const g = new Grid<U>(this.width, this.height, fill);
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) g.set(x, y, f(this.get(x, y), x, y));
    return g;
  }
  render(show: (v: T) => string): string {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = "";
      for (let x = 0; x < this.width; x++) row += show(this.get(x, y));
      rows.push(row);
    }
    return rows.join("\n");
  }
}

function step(life: Grid<boolean>): Grid<boolean> {
  const counts = life.map((_, x, y) => {
    let n = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) if ((dx !== 0 || dy !== 0) && life.get(x + dx, y + dy)) n++;
    return n;
  }, 0);
  return life.map((alive, x, y) => {
    const n = counts.get(x, y);
    return alive ? n === 2 || n === 3 : n === 3;
  }, false);
}

let life = new Grid<boolean>(8, 6, false);
// a glider
life.set(1, 0, true);
life.set(2, 1, true);
life.set(0, 2, true);
life.set(1, 2, true);
life.set(2, 2, true);
for (let gen = 0; gen < 4; gen++) life = step(life);
console.log(life.render((v) => (v ? "#" : ".")));

// numeric work through the same class
const heat = new Grid<number>(50, 50, 0);
heat.set(25, 25, 1000);
let h = heat;
for (let i = 0; i < 20; i++)
  h = h.map((v, x, y) => (v + h.get(x - 1, y) + h.get(x + 1, y) + h.get(x, y - 1) + h.get(x, y + 1)) / 5, 0);
let total = 0;
let peak = 0;
for (let y = 0; y < 50; y++)
  for (let x = 0; x < 50; x++) {
    total += h.get(x, y);
    peak = Math.max(peak, h.get(x, y));
  }
console.log(total.toFixed(6), peak.toFixed(6));
console.log(new Grid<string>(3, 2, "ab").render((s) => s + "|"));
