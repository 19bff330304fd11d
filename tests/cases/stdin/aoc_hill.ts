// Hill climbing (AoC 2022 day 12 style): BFS over a letter grid, string keys.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
import * as fs from "fs";

const grid: string[][] = fs.readFileSync(0, "utf8").trim().split("\n").map((l) => l.split(""));
const H = grid.length, W = grid[0].length;

let start: [number, number] = [0, 0];
let end: [number, number] = [0, 0];
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    if (grid[y][x] === "S") { start = [x, y]; grid[y][x] = "a"; }
    else if (grid[y][x] === "E") { end = [x, y]; grid[y][x] = "z"; }
  }
}

const height = (x: number, y: number): number => grid[y][x].charCodeAt(0) - 97;
const dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]] as const;

function bfs(sx: number, sy: number): number {
  const seen = new Set<string>([`${sx},${sy}`]);
  let frontier: [number, number][] = [[sx, sy]];
  let steps = 0;
  while (frontier.length) {
    const next: [number, number][] = [];
    for (const [x, y] of frontier) {
      if (x === end[0] && y === end[1]) return steps;
      for (const [dx, dy] of dirs) {
        const nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
        const key = `${nx},${ny}`;
        if (seen.has(key)) continue;
        if (height(nx, ny) - height(x, y) > 1) continue;
        seen.add(key);
        next.push([nx, ny]);
      }
    }
    frontier = next;
    steps++;
  }
  return Infinity;
}

console.log("Part 1:", bfs(...start));

const lows: [number, number][] = [];
grid.forEach((row, y) => row.forEach((c, x) => { if (c === "a" && x < 3) lows.push([x, y]); }));
const best = Math.min(...lows.map(([x, y]) => bfs(x, y)));
console.log("Part 2:", best, "from", lows.length, "candidates");
