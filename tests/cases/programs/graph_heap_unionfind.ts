// Graph algorithms: Dijkstra with a generic binary heap, topological sort, union-find.
class BinaryHeap<T> {
  private data: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}
  get length(): number { return this.data.length; }
  isEmpty(): boolean { return this.data.length === 0; }
  push(...items: T[]): void {
    for (const item of items) {
      this.data.push(item);
      this.up(this.data.length - 1);
    }
  }
  peek(): T | undefined { return this.data[0]; }
  pop(): T | undefined {
    const { data } = this;
    if (data.length === 0) return undefined;
    const top = data[0];
    const last = data.pop()!;
    if (data.length > 0) { data[0] = last; this.down(0); }
    return top;
  }
  private up(i: number): void {
    const d = this.data;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(d[i], d[p])) break;
      [d[i], d[p]] = [d[p], d[i]];
      i = p;
    }
  }
  private down(i: number): void {
    const d = this.data, n = d.length;
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < n && this.less(d[l], d[m])) m = l;
      if (r < n && this.less(d[r], d[m])) m = r;
      if (m === i) return;
      [d[i], d[m]] = [d[m], d[i]];
      i = m;
    }
  }
}

type Edge = readonly [from: string, to: string, weight: number];
type Adjacency = Map<string, Array<{ to: string; w: number }>>;

function buildGraph(edges: readonly Edge[], directed = false): Adjacency {
  const g: Adjacency = new Map();
  const add = (a: string, b: string, w: number) => {
    if (!g.has(a)) g.set(a, []);
    if (!g.has(b)) g.set(b, []);
    g.get(a)!.push({ to: b, w });
  };
  for (const [a, b, w] of edges) {
    add(a, b, w);
    if (!directed) add(b, a, w);
  }
  return g;
}

function dijkstra(g: Adjacency, src: string): { dist: Map<string, number>; prev: Map<string, string> } {
  const dist = new Map<string, number>();
  const prev = new Map<string, string>();
  for (const k of g.keys()) dist.set(k, Infinity);
  dist.set(src, 0);
  const pq = new BinaryHeap<[number, string]>((a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]));
  pq.push([0, src]);
  while (!pq.isEmpty()) {
    const [d, u] = pq.pop()!;
    if (d > (dist.get(u) ?? Infinity)) continue;
    for (const { to, w } of g.get(u) ?? []) {
      const nd = d + w;
      if (nd < dist.get(to)!) {
        dist.set(to, nd);
        prev.set(to, u);
        pq.push([nd, to]);
      }
    }
  }
  return { dist, prev };
}

function pathTo(prev: Map<string, string>, target: string): string[] {
  const path = [target];
  for (let cur = prev.get(target); cur !== undefined; cur = prev.get(cur)) path.unshift(cur);
  return path;
}

function topoSort(nodes: string[], deps: Record<string, string[]>): string[] | null {
  const indeg = new Map<string, number>(nodes.map((n) => [n, 0]));
  for (const [n, ds] of Object.entries(deps)) {
    for (const _ of ds) indeg.set(n, (indeg.get(n) ?? 0) + 1);
  }
  const ready = nodes.filter((n) => indeg.get(n) === 0).sort();
  const out: string[] = [];
  while (ready.length) {
    const n = ready.shift()!;
    out.push(n);
    for (const [m, ds] of Object.entries(deps)) {
      if (ds.includes(n)) {
        const k = indeg.get(m)! - 1;
        indeg.set(m, k);
        if (k === 0) { ready.push(m); ready.sort(); }
      }
    }
  }
  return out.length === nodes.length ? out : null;
}

class UnionFind {
  private parent: number[];
  private rank: number[];
  count: number;
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
    this.rank = new Array<number>(n).fill(0);
    this.count = n;
  }
  find(x: number): number {
    while (this.parent[x] !== x) {
      this.parent[x] = this.parent[this.parent[x]];
      x = this.parent[x];
    }
    return x;
  }
  union(a: number, b: number): boolean {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return false;
    if (this.rank[ra] < this.rank[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]++;
    this.count--;
    return true;
  }
}

const edges: Edge[] = [
  ["A", "B", 4], ["A", "C", 2], ["B", "C", 5], ["B", "D", 10], ["C", "E", 3], ["E", "D", 4], ["D", "F", 11], ["G", "H", 1],
];
const g = buildGraph(edges);
const { dist, prev } = dijkstra(g, "A");
for (const [node, d] of [...dist].sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]))) {
  console.log(`${node}: ${d === Infinity ? "unreachable" : d}${Number.isFinite(d) && node !== "A" ? " via " + pathTo(prev, node).join("->") : ""}`);
}

const heap = new BinaryHeap<number>((a, b) => a > b);
heap.push(5, 1, 9, 3, 7, 2, 8);
const sorted: number[] = [];
while (heap.length) sorted.push(heap.pop()!);
console.log("max-heap order:", sorted.join(" "), heap.peek());

const deps: Record<string, string[]> = {
  app: ["lib", "utils"], lib: ["core"], utils: ["core"], core: [], tests: ["app"], docs: [],
};
console.log("topo:", topoSort(Object.keys(deps), deps));
console.log("cyclic:", topoSort(["a", "b"], { a: ["b"], b: ["a"] }));

// Kruskal MST with union-find
const names = [...new Set(edges.flatMap(([a, b]) => [a, b]))].sort();
const idx = new Map(names.map((n, i) => [n, i] as const));
const uf = new UnionFind(names.length);
const mst = [...edges].sort((a, b) => a[2] - b[2]).filter(([a, b]) => uf.union(idx.get(a)!, idx.get(b)!));
console.log("mst:", mst.map(([a, b, w]) => `${a}-${b}(${w})`).join(" "), "weight", mst.reduce((s, e) => s + e[2], 0));
console.log("components:", uf.count, names.map((n) => uf.find(idx.get(n)!)).join(","));
