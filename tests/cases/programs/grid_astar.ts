// Dijkstra and A* on a weighted grid, with a generic binary-heap priority
// queue, path reconstruction and an ASCII rendering of the result.

class MinHeap<T> {
  private items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

interface Point {
  readonly x: number;
  readonly y: number;
}

const enum Terrain {
  Wall = "#",
  Open = ".",
  Mud = "~",
  Forest = "T",
}

const COST: Record<string, number> = { ".": 1, "~": 5, T: 3 };

class Grid {
  readonly width: number;
  readonly height: number;
  private readonly cells: string[];

  constructor(rows: string[]) {
    this.height = rows.length;
    this.width = rows[0]?.length ?? 0;
    if (rows.some(r => r.length !== this.width)) throw new RangeError("ragged grid");
    this.cells = rows.join("").split("");
  }

  static key(p: Point): number {
    return p.y * 1000 + p.x;
  }

  at(p: Point): string {
    return this.cells[p.y * this.width + p.x];
  }

  find(ch: string): Point {
    const i = this.cells.indexOf(ch);
    if (i < 0) throw new Error(`no '${ch}' on the grid`);
    return { x: i % this.width, y: Math.floor(i / this.width) };
  }

  cost(p: Point): number {
    const c = this.at(p);
    return COST[c] ?? 1;
  }

  neighbours(p: Point): Point[] {
    const out: Point[] = [];
    const steps: [number, number][] = [[1, 0], [0, 1], [-1, 0], [0, -1]];
    for (const [dx, dy] of steps) {
      const q = { x: p.x + dx, y: p.y + dy };
      if (q.x < 0 || q.y < 0 || q.x >= this.width || q.y >= this.height) continue;
      if (this.at(q) === Terrain.Wall) continue;
      out.push(q);
    }
    return out;
  }

  render(path: Point[]): string {
    const onPath = new Set(path.map(Grid.key));
    const lines: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let line = "";
      for (let x = 0; x < this.width; x++) {
        const ch = this.at({ x, y });
        line += onPath.has(Grid.key({ x, y })) && ch !== "S" && ch !== "G" ? "*" : ch;
      }
      lines.push(line);
    }
    return lines.join("\n");
  }
}

type Heuristic = (a: Point, b: Point) => number;
const manhattan: Heuristic = (a, b) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
const zero: Heuristic = () => 0;

interface SearchResult {
  found: boolean;
  cost: number;
  path: Point[];
  expanded: number;
}

function search(grid: Grid, start: Point, goal: Point, h: Heuristic): SearchResult {
  interface Entry { p: Point; g: number; f: number; seq: number }
  let seq = 0;
  const open = new MinHeap<Entry>((a, b) => (a.f !== b.f ? a.f < b.f : a.seq < b.seq));
  const best = new Map<number, number>();
  const came = new Map<number, Point>();
  const closed = new Set<number>();
  open.push({ p: start, g: 0, f: h(start, goal), seq: seq++ });
  best.set(Grid.key(start), 0);
  let expanded = 0;
  while (open.size > 0) {
    const cur = open.pop()!;
    const k = Grid.key(cur.p);
    if (closed.has(k)) continue;
    closed.add(k);
    expanded++;
    if (cur.p.x === goal.x && cur.p.y === goal.y) {
      const path: Point[] = [cur.p];
      let at: Point | undefined = came.get(k);
      while (at) {
        path.push(at);
        at = came.get(Grid.key(at));
      }
      return { found: true, cost: cur.g, path: path.reverse(), expanded };
    }
    for (const q of grid.neighbours(cur.p)) {
      const qk = Grid.key(q);
      const g = cur.g + grid.cost(q);
      if (g < (best.get(qk) ?? Infinity)) {
        best.set(qk, g);
        came.set(qk, cur.p);
        open.push({ p: q, g, f: g + h(q, goal), seq: seq++ });
      }
    }
  }
  return { found: false, cost: Infinity, path: [], expanded };
}

const maze = new Grid([
  "S...#.......",
  ".##.#.####..",
  ".#..~~~~.#..",
  ".#.##T##.#.#",
  "...#TTT#...#",
  "##.#.~.###.#",
  "...~.#.....G",
]);
const start = maze.find("S");
const goal = maze.find("G");
console.log(`grid ${maze.width}x${maze.height}, start (${start.x},${start.y}) goal (${goal.x},${goal.y})`);

const results = new Map<string, SearchResult>([
  ["dijkstra", search(maze, start, goal, zero)],
  ["a*", search(maze, start, goal, manhattan)],
]);
for (const [name, r] of results) {
  console.log(`${name.padEnd(8)} found=${r.found} cost=${r.cost} steps=${r.path.length - 1} expanded=${r.expanded}`);
}
const d = results.get("dijkstra")!;
const a = results.get("a*")!;
console.log(d.cost === a.cost ? "costs agree" : `costs differ: ${d.cost} vs ${a.cost}`);
console.log(maze.render(a.path));
console.log(a.path.slice(0, 5).map(p => `(${p.x},${p.y})`).join(" -> "), "...");

const boxed = new Grid(["S.#", "###", "..G"]);
const none = search(boxed, boxed.find("S"), boxed.find("G"), manhattan);
console.log(none.found, none.cost, none.path.length, none.expanded);

for (const rows of [["S..", ".."], ["S.G"]]) {
  try {
    const g = new Grid(rows);
    console.log("ok", g.width, g.height, g.find("G"));
  } catch (e) {
    if (e instanceof RangeError || e instanceof Error) console.log(`${e.name}: ${e.message}`);
  }
}
try {
  new Grid(["S.."]).find("G");
} catch (e) {
  console.log(String(e));
}

const heap = new MinHeap<number>((x, y) => x < y);
[5, 3, 9, 1, 7, 1, 8, 2].forEach(n => heap.push(n));
const drained: number[] = [];
let n: number | undefined;
while ((n = heap.pop()) !== undefined) drained.push(n);
console.log(drained.join(","), heap.size, heap.pop());
