// Breadth-first search over an adjacency Map.
class Graph {
  private adj = new Map<number, number[]>();

  addEdge(a: number, b: number): void {
    this.neighbors(a).push(b);
    this.neighbors(b).push(a);
  }

  neighbors(v: number): number[] {
    let list = this.adj.get(v);
    if (!list) {
      list = [];
      this.adj.set(v, list);
    }
    return list;
  }

  bfs(start: number): Map<number, number> {
    const dist = new Map<number, number>();
    dist.set(start, 0);
    const queue: number[] = [start];
    while (queue.length > 0) {
      const v = queue.shift()!;
      const d = dist.get(v)!;
      for (const w of this.neighbors(v)) {
        if (!dist.has(w)) {
          dist.set(w, d + 1);
          queue.push(w);
        }
      }
    }
    return dist;
  }

  get vertexCount(): number {
    return this.adj.size;
  }
}

const g = new Graph();
const edges = [[1, 2], [1, 3], [2, 4], [3, 4], [4, 5], [6, 7]];
for (const e of edges) g.addEdge(e[0], e[1]);
console.log(g.vertexCount);
const d = g.bfs(1);
console.log(d);
for (const [v, k] of d) console.log(`vertex ${v} at distance ${k}`);
console.log(d.has(6), d.get(6));
console.log(g);
