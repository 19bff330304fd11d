// A graph as an array of node records with adjacency lists; BFS and DFS.
interface GNode {
  name: string;
  edges: number[];
  dist: number;
  prev: number;
}

const names = ["A", "B", "C", "D", "E", "F", "G"];
const graph: GNode[] = [];
for (const n of names) graph.push({ name: n, edges: [], dist: -1, prev: -1 });

function connect(a: string, b: string): void {
  const i = names.indexOf(a);
  const j = names.indexOf(b);
  graph[i].edges.push(j);
  graph[j].edges.push(i);
}
connect("A", "B");
connect("A", "C");
connect("B", "D");
connect("C", "D");
connect("D", "E");
connect("E", "F");
connect("B", "F");

function bfs(from: number): void {
  for (const g of graph) {
    g.dist = -1;
    g.prev = -1;
  }
  const queue: number[] = [from];
  graph[from].dist = 0;
  while (queue.length > 0) {
    const cur = queue.shift();
    if (cur === undefined) break;
    for (const e of graph[cur].edges) {
      if (graph[e].dist < 0) {
        graph[e].dist = graph[cur].dist + 1;
        graph[e].prev = cur;
        queue.push(e);
      }
    }
  }
}

function pathTo(to: number): string {
  if (graph[to].dist < 0) return "unreachable";
  const parts: string[] = [];
  for (let n = to; n >= 0; n = graph[n].prev) parts.unshift(graph[n].name);
  return parts.join(">");
}

bfs(0);
for (let i = 0; i < graph.length; i++) console.log(graph[i].name, graph[i].dist, pathTo(i));

const seen: boolean[] = names.map(() => false);
const order: string[] = [];
function dfs(n: number): void {
  seen[n] = true;
  order.push(graph[n].name);
  for (const e of graph[n].edges) if (!seen[e]) dfs(e);
}
dfs(5);
console.log(order.join(" "), seen.filter((x) => x).length);
console.log(graph[6]);
