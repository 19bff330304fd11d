// Graph algorithms: Dijkstra with a binary heap, topological sort, union-find, BFS
class MinHeap<T> {
  private a: T[] = [];
  constructor(private cmp: (x: T, y: T) => number) {}
  get size() { return this.a.length; }
  push(v: T) {
    const a = this.a; a.push(v);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.cmp(a[i], a[p]) >= 0) break;
      [a[i], a[p]] = [a[p], a[i]]; i = p;
    }
  }
  pop(): T | undefined {
    const a = this.a;
    if (a.length === 0) return undefined;
    const top = a[0], last = a.pop()!;
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && this.cmp(a[l], a[m]) < 0) m = l;
        if (r < a.length && this.cmp(a[r], a[m]) < 0) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]]; i = m;
      }
    }
    return top;
  }
}
type Edge = { to: string; w: number };
const graph = new Map<string, Edge[]>();
function addEdge(a: string, b: string, w: number) {
  if (!graph.has(a)) graph.set(a, []);
  if (!graph.has(b)) graph.set(b, []);
  graph.get(a)!.push({ to: b, w });
  graph.get(b)!.push({ to: a, w });
}
[["A", "B", 7], ["A", "C", 9], ["A", "F", 14], ["B", "C", 10], ["B", "D", 15], ["C", "D", 11], ["C", "F", 2], ["D", "E", 6], ["E", "F", 9]]
  .forEach(([a, b, w]) => addEdge(a as string, b as string, w as number));
function dijkstra(src: string) {
  const dist = new Map<string, number>(), prev = new Map<string, string>();
  for (const k of graph.keys()) dist.set(k, Infinity);
  dist.set(src, 0);
  const h = new MinHeap<[number, string]>((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]));
  h.push([0, src]);
  while (h.size) {
    const [d, u] = h.pop()!;
    if (d > dist.get(u)!) continue;
    for (const { to, w } of graph.get(u)!) {
      const nd = d + w;
      if (nd < dist.get(to)!) { dist.set(to, nd); prev.set(to, u); h.push([nd, to]); }
    }
  }
  return { dist, prev };
}
const { dist, prev } = dijkstra("A");
console.log(dist);
const path = (t: string): string[] => (prev.has(t) ? [...path(prev.get(t)!), t] : [t]);
for (const t of ["E", "D", "F"]) console.log(t, path(t).join(" -> "), dist.get(t));
const deps: Record<string, string[]> = {
  app: ["ui", "api", "log"], ui: ["core", "log"], api: ["core", "db"], db: ["log"], core: [], log: [],
};
function topo(d: Record<string, string[]>): string[] {
  const seen = new Set<string>(), temp = new Set<string>(), out: string[] = [];
  const visit = (n: string) => {
    if (seen.has(n)) return;
    if (temp.has(n)) throw new Error("cycle at " + n);
    temp.add(n);
    for (const m of d[n] ?? []) visit(m);
    temp.delete(n); seen.add(n); out.push(n);
  };
  Object.keys(d).sort().forEach(visit);
  return out;
}
console.log(topo(deps));
try { topo({ a: ["b"], b: ["c"], c: ["a"] }); } catch (e) { console.log(String(e)); }
class DSU {
  parent: number[]; rank: number[];
  constructor(n: number) { this.parent = Array.from({ length: n }, (_, i) => i); this.rank = new Array(n).fill(0); }
  find(x: number): number { return this.parent[x] === x ? x : (this.parent[x] = this.find(this.parent[x])); }
  union(a: number, b: number): boolean {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return false;
    if (this.rank[ra] < this.rank[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]++;
    return true;
  }
}
const edges: [number, number, number][] = [[0, 1, 4], [1, 2, 8], [2, 3, 7], [3, 4, 9], [4, 5, 10], [5, 6, 2], [6, 7, 1], [7, 0, 8], [1, 7, 11], [2, 8, 2], [8, 6, 6], [2, 5, 4], [3, 5, 14], [6, 8, 6]];
const dsu = new DSU(9);
const mst = edges.slice().sort((a, b) => a[2] - b[2]).filter(([u, v]) => dsu.union(u, v));
console.log(mst, mst.reduce((s, e) => s + e[2], 0));
const grid = ["S.#.....", ".##.##.#", "....#...", "#.#...#E"];
function bfs(): number {
  const H = grid.length, W = grid[0].length;
  const q: [number, number, number][] = [[0, 0, 0]];
  const seen = new Set<string>(["0,0"]);
  while (q.length) {
    const [r, c, d] = q.shift()!;
    if (grid[r][c] === "E") return d;
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nr = r + dr, nc = c + dc, key = `${nr},${nc}`;
      if (nr < 0 || nc < 0 || nr >= H || nc >= W || grid[nr][nc] === "#" || seen.has(key)) continue;
      seen.add(key); q.push([nr, nc, d + 1]);
    }
  }
  return -1;
}
console.log("bfs", bfs());
const counts = new Map<number, number>();
for (const k of Array.from({ length: 9 }, (_, i) => dsu.find(i))) counts.set(k, (counts.get(k) ?? 0) + 1);
console.log(counts, dsu);
