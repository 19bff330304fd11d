// Proboscidea volcanium (AoC 2022 day 16 style): Floyd-Warshall, bitmask DFS, best per subset.
import { readFileSync } from "fs";

interface Valve { name: string; rate: number; tunnels: string[] }

const valves: Valve[] = [];
for (const m of readFileSync(0, "utf8").matchAll(/Valve (\w+) has flow rate=(\d+); tunnels? leads? to valves? (.*)/g)) {
  valves.push({ name: m[1], rate: Number(m[2]), tunnels: m[3].split(", ") });
}
const index = new Map(valves.map((v, i) => [v.name, i] as [string, number]));
const n = valves.length;

const dist: number[][] = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)));
valves.forEach((v, i) => v.tunnels.forEach((t) => (dist[i][index.get(t)!] = 1)));
for (let k = 0; k < n; k++)
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (dist[i][k] + dist[k][j] < dist[i][j]) dist[i][j] = dist[i][k] + dist[k][j];

const useful = valves.map((v, i) => i).filter((i) => valves[i].rate > 0);
const bit = new Map<number, number>(useful.map((v, i) => [v, 1 << i]));
const start = index.get("AA")!;

function explore(time: number): Map<number, number> {
  const best = new Map<number, number>();
  const dfs = (at: number, left: number, opened: number, flow: number): void => {
    best.set(opened, Math.max(best.get(opened) ?? 0, flow));
    for (const next of useful) {
      const b = bit.get(next)!;
      if (opened & b) continue;
      const remaining = left - dist[at][next] - 1;
      if (remaining <= 0) continue;
      dfs(next, remaining, opened | b, flow + remaining * valves[next].rate);
    }
  };
  dfs(start, time, 0, 0);
  return best;
}

const alone = explore(30);
console.log("Part 1:", Math.max(...alone.values()));

const together = explore(26);
const entries = [...together.entries()].sort((a, b) => b[1] - a[1]);
let part2 = 0;
for (let i = 0; i < entries.length; i++) {
  const [ma, fa] = entries[i];
  if (fa * 2 < part2) break;
  for (let j = i + 1; j < entries.length; j++) {
    const [mb, fb] = entries[j];
    if (fa + fb <= part2) break;
    if ((ma & mb) === 0) part2 = fa + fb;
  }
}
console.log("Part 2:", part2, `(${together.size} subsets)`);
