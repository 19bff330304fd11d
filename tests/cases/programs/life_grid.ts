// A grid world: custom iterables, static factories, getters/setters, typed arrays, toString.
class Vec {
  constructor(readonly x: number, readonly y: number) {}
  static readonly ZERO = new Vec(0, 0);
  static of(x: number, y: number) { return new Vec(x, y); }
  add(o: Vec) { return new Vec(this.x + o.x, this.y + o.y); }
  equals(o: Vec) { return this.x === o.x && this.y === o.y; }
  get len() { return Math.hypot(this.x, this.y); }
  toString() { return `(${this.x},${this.y})`; }
}

class Grid implements Iterable<[Vec, number]> {
  private cells: Uint8Array;
  constructor(readonly w: number, readonly h: number) { this.cells = new Uint8Array(w * h); }
  static parse(rows: string[]): Grid {
    const g = new Grid(rows[0].length, rows.length);
    rows.forEach((r, y) => [...r].forEach((ch, x) => g.set(Vec.of(x, y), ch === "#" ? 1 : 0)));
    return g;
  }
  inside(p: Vec) { return p.x >= 0 && p.y >= 0 && p.x < this.w && p.y < this.h; }
  get(p: Vec): number { return this.inside(p) ? this.cells[p.y * this.w + p.x] : 0; }
  set(p: Vec, v: number) { if (this.inside(p)) this.cells[p.y * this.w + p.x] = v; }
  *[Symbol.iterator](): Iterator<[Vec, number]> {
    for (let y = 0; y < this.h; y++) for (let x = 0; x < this.w; x++) yield [Vec.of(x, y), this.cells[y * this.w + x]];
  }
  get population() { let n = 0; for (const [, v] of this) n += v; return n; }
  neighbours(p: Vec) {
    let n = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (dx || dy) n += this.get(p.add(Vec.of(dx, dy)));
    return n;
  }
  step(): Grid {
    const next = new Grid(this.w, this.h);
    for (const [p, alive] of this) {
      const n = this.neighbours(p);
      next.set(p, (alive && (n === 2 || n === 3)) || (!alive && n === 3) ? 1 : 0);
    }
    return next;
  }
  toString() {
    const out: string[] = [];
    for (let y = 0; y < this.h; y++) {
      let row = "";
      for (let x = 0; x < this.w; x++) row += this.get(Vec.of(x, y)) ? "#" : ".";
      out.push(row);
    }
    return out.join("\n");
  }
}

class Range implements Iterable<number> {
  constructor(private from: number, private to: number, private by = 1) {}
  *[Symbol.iterator](): Iterator<number> {
    for (let cur = this.from; cur < this.to; cur += this.by) yield cur;
  }
}

let g = Grid.parse([".....", "..#..", "..#..", "..#..", "....."]);
console.log(g.toString(), g.population);
for (let i = 0; i < 2; i++) { g = g.step(); console.log("--\n" + g.toString()); }
const glider = Grid.parse([".#......", "..#.....", "###.....", "........", "........", "........"]);
let h = glider;
for (let i = 0; i < 4; i++) h = h.step();
console.log(`${h}`, h.population);
console.log([...new Range(0, 10, 3)], Array.from(new Range(1, 4)).map((x) => x * x));
let sum = 0;
for (const n of new Range(0, 100, 7)) sum += n;
console.log(sum, Vec.ZERO.len, Vec.of(3, 4).len, `${Vec.of(1, 2).add(Vec.of(3, 4))}`, Vec.of(1, 1).equals(new Vec(1, 1)));
const live = [...glider].filter(([, v]) => v).map(([p]) => p.toString());
console.log(live.join(" "));
