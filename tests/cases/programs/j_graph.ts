// Graph algorithms: Dijkstra with a binary heap, topological sort, union-find.
class BinaryHeap<T> {
  private data: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.data.length;
  }

  push(...items: T[]): void {
    for (const item of items) {
      this.data.push(item);
      this.up(this.data.length - 1);
    }
  }

  pop(): T | undefined {
    const top = this.data[0];
    const last = this.data.pop();
    if (this.data.length > 0 && last !== undefined) {
      this.data[0] = last;
      this.down(0);
    }
    return top;
  }

  peek(): T | undefined {
    return this.data[0];
  }

  private up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(this.data[i], this.data[p])) break;
      [this.data[i], this.data[p]] = [this.data[p], this.data[i]];
      i = p;
    }
  }

  private down(i: number): void {
    const n = this.data.length;
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < n && this.less(this.data[l], this.data[m])) m = l;
      if (r < n && this.less(this.data[r], this.data[m])) m = r;
      if (m === i) return;
      [this.data[i], this.data[m]] = [this.data[m], this.data[i]];
      i = m;
    }
  }

  static from<U>(items: Iterable<U>, less: (a: U, b: U) => boolean): BinaryHeap<U> {
    const h = new BinaryHeap<U>(less);
    for (const it of items) h.push(it);
    return h;
  }
}

type Edge = { to: string; weight: number };

class Graph {
  private adj = new Map<string, Edge[]>();

  addEdge(from: string, to: string, weight = 1, undirected = false): this {
    if (!this.adj.has(from)) this.adj.set(from, []);
    if (!this.adj.has(to)) this.adj.set(to, []);
    this.adj.get(from)!.push({ to, weight });
    if (undirected) this.adj.get(to)!.push({ to: from, weight });
    return this;
  }

  get nodes(): string[] {
    return [...this.adj.keys()];
  }

  neighbors(n: string): readonly Edge[] {
    return this.adj.get(n) ?? [];
  }

  dijkstra(source: string): { dist: Map<string, number>; prev: Map<string, string> } {
    const dist = new Map<string, number>(this.nodes.map((n) => [n, Infinity]));
    const prev = new Map<string, string>();
    dist.set(source, 0);
    const heap = new BinaryHeap<[number, string]>((a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]));
    heap.push([0, source]);
    while (heap.size) {
      const [d, u] = heap.pop()!;
      if (d > (dist.get(u) ?? Infinity)) continue;
      for (const { to, weight } of this.neighbors(u)) {
        const nd = d + weight;
        if (nd < dist.get(to)!) {
          dist.set(to, nd);
          prev.set(to, u);
          heap.push([nd, to]);
        }
      }
    }
    return { dist, prev };
  }

  path(prev: Map<string, string>, target: string): string[] {
    const out: string[] = [];
    for (let at: string | undefined = target; at !== undefined; at = prev.get(at)) out.unshift(at);
    return out;
  }

  topoSort(): string[] | null {
    const indeg = new Map<string, number>(this.nodes.map((n) => [n, 0]));
    for (const edges of this.adj.values()) for (const e of edges) indeg.set(e.to, indeg.get(e.to)! + 1);
    const ready = BinaryHeap.from(
      [...indeg].filter(([, d]) => d === 0).map(([n]) => n),
      (a, b) => a < b,
    );
    const order: string[] = [];
    while (ready.size > 0) {
      const n = ready.pop()!;
      order.push(n);
      for (const { to } of this.neighbors(n)) {
        const d = indeg.get(to)! - 1;
        indeg.set(to, d);
        if (d === 0) ready.push(to);
      }
    }
    return order.length === indeg.size ? order : null;
  }
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

const g = new Graph();
const roads: [string, string, number][] = [
  ["A", "B", 4], ["A", "C", 2], ["C", "B", 1], ["B", "D", 5],
  ["C", "D", 8], ["C", "E", 10], ["D", "E", 2], ["D", "F", 6], ["E", "F", 2],
];
roads.forEach(([a, b, w]) => g.addEdge(a, b, w, true));
const { dist, prev } = g.dijkstra("A");
for (const n of g.nodes.sort()) {
  console.log(`${n}: ${String(dist.get(n)).padStart(2)} via ${g.path(prev, n).join(" -> ")}`);
}

const deps = new Graph();
const pkgs: Record<string, string[]> = {
  app: ["ui", "api", "log"],
  ui: ["core", "log"],
  api: ["core", "db"],
  db: ["core"],
  core: [],
  log: [],
};
for (const [pkg, needs] of Object.entries(pkgs)) {
  if (needs.length === 0) deps.addEdge(pkg, pkg + "#", 0);
  for (const need of needs) deps.addEdge(need, pkg);
}
console.log("build order:", deps.topoSort()?.filter((n) => !n.endsWith("#")).join(", "));
deps.addEdge("app", "core");
console.log("with cycle:", deps.topoSort() ?? "cycle detected");

// Kruskal's minimum spanning tree over numbered cities.
const names = ["Oslo", "Bergen", "Trondheim", "Stavanger", "Tromso"];
const links: Array<{ a: number; b: number; km: number }> = [
  { a: 0, b: 1, km: 463 }, { a: 0, b: 2, km: 494 }, { a: 1, b: 3, km: 209 },
  { a: 0, b: 3, km: 552 }, { a: 2, b: 4, km: 1147 }, { a: 1, b: 2, km: 640 }, { a: 3, b: 4, km: 1700 },
];
const uf = new UnionFind(names.length);
const tree = [...links].sort((x, y) => x.km - y.km).filter(({ a, b }) => uf.union(a, b));
console.log(tree.map(({ a, b, km }) => `${names[a]}-${names[b]} ${km}`));
console.log("total km:", tree.reduce((s, e) => s + e.km, 0), "components:", uf.count);
const h = BinaryHeap.from([5, 3, 9, 1, 7, 3], (a, b) => a > b);
const drained: number[] = [];
while (h.peek() !== undefined) drained.push(h.pop()!);
console.log(drained, h.size, h.pop());
