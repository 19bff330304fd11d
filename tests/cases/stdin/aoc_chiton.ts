// Chiton (AoC 2021 day 15 style): Dijkstra with a hand-written binary heap on a tiled grid.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
import { readFileSync } from "fs";

type Node = { cost: number; x: number; y: number };

class MinHeap<T> {
  private items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}
  get size(): number { return this.items.length; }
  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
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
        const l = 2 * i + 1, r = l + 1;
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

const risk = readFileSync(0, "utf8").trim().split("\n").map((line) => [...line].map(Number));

function lowest(tiles: number): number {
  const h = risk.length, w = risk[0].length;
  const H = h * tiles, W = w * tiles;
  const at = (x: number, y: number): number => {
    const v = risk[y % h][x % w] + Math.floor(x / w) + Math.floor(y / h);
    return ((v - 1) % 9) + 1;
  };
  const dist = new Map<string, number>();
  const heap = new MinHeap<Node>((a, b) => a.cost < b.cost);
  heap.push({ cost: 0, x: 0, y: 0 });
  dist.set("0,0", 0);
  while (heap.size > 0) {
    const { cost, x, y } = heap.pop()!;
    if (x === W - 1 && y === H - 1) return cost;
    if (cost > (dist.get(`${x},${y}`) ?? Infinity)) continue;
    for (const [dx, dy] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      const nc = cost + at(nx, ny);
      const k = `${nx},${ny}`;
      if (nc < (dist.get(k) ?? Infinity)) {
        dist.set(k, nc);
        heap.push({ cost: nc, x: nx, y: ny });
      }
    }
  }
  return -1;
}

console.log(`Part 1: ${lowest(1)}`);
console.log(`Part 2: ${lowest(5)}`);
