// A binary-heap priority queue and Dijkstra on a weighted grid.
class MinHeap {
  private keys: number[] = [];
  private vals: number[] = [];
  get size(): number { return this.keys.length; }
  push(key: number, val: number): void {
    const k = this.keys, v = this.vals;
    let i = k.length;
    k.push(key); v.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (k[p] <= key) break;
      k[i] = k[p]; v[i] = v[p];
      i = p;
    }
    k[i] = key; v[i] = val;
  }
  pop(): [number, number] {
    const k = this.keys, v = this.vals;
    const topK = k[0], topV = v[0];
    const lastK = k.pop()!, lastV = v.pop()!;
    const n = k.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && k[c + 1] < k[c]) c++;
        if (k[c] >= lastK) break;
        k[i] = k[c]; v[i] = v[c];
        i = c;
      }
      k[i] = lastK; v[i] = lastV;
    }
    return [topK, topV];
  }
}

interface Grid { w: number; h: number; cost: number[] }

function makeGrid(w: number, h: number, seed: number): Grid {
  const cost: number[] = new Array(w * h);
  let s = seed;
  for (let i = 0; i < w * h; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    cost[i] = 1 + (s % 9);
  }
  return { w, h, cost };
}

const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1]];

function shortest(g: Grid, start: number, goal: number): number {
  const dist: number[] = new Array(g.w * g.h).fill(Infinity);
  const heap = new MinHeap();
  dist[start] = 0;
  heap.push(0, start);
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (d > dist[u]) continue;
    if (u === goal) return d;
    const x = u % g.w, y = Math.floor(u / g.w);
    for (const [dx, dy] of DIRS) {
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= g.w || ny >= g.h) continue;
      const v = ny * g.w + nx;
      const nd = d + g.cost[v];
      if (nd < dist[v]) {
        dist[v] = nd;
        heap.push(nd, v);
      }
    }
  }
  return -1;
}

let sum = 0;
for (let r = 0; r < 4; r++) {
  const g = makeGrid(300, 300, 17 + r);
  const d = shortest(g, 0, g.w * g.h - 1);
  const d2 = shortest(g, g.w - 1, (g.h - 1) * g.w);
  console.log(`grid ${r}: ${d} ${d2}`);
  sum += d + d2;
}
console.log(sum);
