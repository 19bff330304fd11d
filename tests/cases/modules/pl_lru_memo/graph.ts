// Number sequences and shortest paths, memoized through the cache module.
import { memoize } from "./cache/index";

export const fib: (n: number) => bigint = memoize("fib", (n: number): bigint => (n < 2 ? BigInt(n) : fib(n - 1) + fib(n - 2)), 200);

export const binom: (n: number, k: number) => number = memoize("binom", (n: number, k: number): number => {
  if (k === 0 || k === n) return 1;
  return binom(n - 1, k - 1) + binom(n - 1, k);
}, 500);

export type Graph = Map<string, Array<[string, number]>>;

export function buildGraph(edges: string): Graph {
  const g: Graph = new Map();
  for (const part of edges.split(/\s*,\s*/)) {
    const m = part.match(/^(\w+)-(\w+):(\d+)$/);
    if (!m) continue;
    const [, a, b, w] = m;
    for (const [x, y] of [[a, b], [b, a]]) {
      if (!g.has(x)) g.set(x, []);
      g.get(x)!.push([y, Number(w)]);
    }
  }
  return g;
}

export function shortestPaths(g: Graph) {
  return memoize("dijkstra", (from: string): Map<string, number> => {
    const dist = new Map<string, number>([[from, 0]]);
    const done = new Set<string>();
    while (done.size < g.size) {
      let best: string | null = null;
      for (const [n, d] of dist) if (!done.has(n) && (best === null || d < dist.get(best)!)) best = n;
      if (best === null) break;
      done.add(best);
      for (const [next, w] of g.get(best) ?? []) {
        const nd = dist.get(best)! + w;
        if (nd < (dist.get(next) ?? Infinity)) dist.set(next, nd);
      }
    }
    return dist;
  }, 2);
}
