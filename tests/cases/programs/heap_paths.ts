// Shortest paths and a task scheduler over a generic binary heap.
class Heap<T> {
  private items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}
  get size(): number { return this.items.length; }
  push(x: T): void {
    const a = this.items;
    a.push(x);
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

type Graph = Map<string, Map<string, number>>;
function addEdge(g: Graph, a: string, b: string, w: number) {
  if (!g.has(a)) g.set(a, new Map());
  if (!g.has(b)) g.set(b, new Map());
  g.get(a)!.set(b, w);
  g.get(b)!.set(a, w);
}
function dijkstra(g: Graph, src: string): { dist: Map<string, number>; prev: Map<string, string> } {
  const dist = new Map<string, number>([[src, 0]]);
  const prev = new Map<string, string>();
  const pq = new Heap<[string, number]>((x, y) => x[1] < y[1] || (x[1] === y[1] && x[0] < y[0]));
  pq.push([src, 0]);
  while (pq.size) {
    const [u, d] = pq.pop()!;
    if (d > (dist.get(u) ?? Infinity)) continue;
    for (const [v, w] of g.get(u) ?? new Map<string, number>()) {
      const nd = d + w;
      if (nd < (dist.get(v) ?? Infinity)) {
        dist.set(v, nd);
        prev.set(v, u);
        pq.push([v, nd]);
      }
    }
  }
  return { dist, prev };
}
function path(prev: Map<string, string>, to: string): string[] {
  const out = [to];
  for (let p = prev.get(to); p !== undefined; p = prev.get(p)) out.unshift(p);
  return out;
}

const g: Graph = new Map();
const edges: [string, string, number][] = [
  ["A", "B", 4], ["A", "C", 2], ["B", "C", 5], ["B", "D", 10], ["C", "E", 3], ["E", "D", 4], ["D", "F", 11], ["E", "F", 20],
];
for (const [a, b, w] of edges) addEdge(g, a, b, w);
const { dist, prev } = dijkstra(g, "A");
for (const [node, d] of [...dist].sort((x, y) => x[0].localeCompare(y[0]))) console.log(node, d, path(prev, node).join("->"));

interface Task { name: string; priority: number; deps: string[]; cost: number }
const tasks: Task[] = [
  { name: "compile", priority: 2, deps: ["fetch"], cost: 5 },
  { name: "fetch", priority: 1, deps: [], cost: 2 },
  { name: "test", priority: 3, deps: ["compile"], cost: 7 },
  { name: "lint", priority: 5, deps: ["fetch"], cost: 1 },
  { name: "package", priority: 1, deps: ["test", "lint"], cost: 3 },
  { name: "docs", priority: 4, deps: [], cost: 2 },
];
const remaining = new Map(tasks.map((t) => [t.name, new Set(t.deps)]));
const ready = new Heap<Task>((a, b) => a.priority > b.priority || (a.priority === b.priority && a.name < b.name));
for (const t of tasks) if (t.deps.length === 0) ready.push(t);
let clock = 0;
const order: string[] = [];
while (ready.size > 0) {
  const t = ready.pop()!;
  clock += t.cost;
  order.push(`${t.name}@${clock}`);
  for (const other of tasks) {
    const deps = remaining.get(other.name)!;
    if (deps.delete(t.name) && deps.size === 0) ready.push(other);
  }
}
console.log(order.join(" "), clock === tasks.reduce((s, t) => s + t.cost, 0));
