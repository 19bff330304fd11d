// Parabolic reflector dish (AoC 2023 day 14 style): tilt a char grid, spin-cycle detection.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
import { readFileSync } from "fs";

type Grid = string[][];

const tiltNorth = (g: Grid): void => {
  const h = g.length, w = g[0].length;
  for (let x = 0; x < w; x++) {
    let free = 0;
    for (let y = 0; y < h; y++) {
      const c = g[y][x];
      if (c === "#") free = y + 1;
      else if (c === "O") {
        if (free !== y) { g[free][x] = "O"; g[y][x] = "."; }
        free++;
      }
    }
  }
};

// Rotate clockwise: the west edge becomes north.
const rotate = (g: Grid): Grid => g[0].map((_, x) => g.map((row) => row[x]).reverse());

const load = (g: Grid): number =>
  g.reduce((sum, row, y) => sum + row.filter((c) => c === "O").length * (g.length - y), 0);

function cycle(g: Grid): Grid {
  for (let i = 0; i < 4; i++) {
    tiltNorth(g);
    g = rotate(g);
  }
  return g;
}

const start: Grid = readFileSync(0, "utf8").trimEnd().split("\n").map((l) => [...l]);

const g1 = start.map((r) => [...r]);
tiltNorth(g1);
console.log("Part 1:", load(g1));

const TARGET = 1_000_000_000;
const seen = new Map<string, number>();
const loads: number[] = [];
let g = start.map((r) => r.slice());
for (let i = 0; ; i++) {
  const key = g.map((r) => r.join("")).join("\n");
  const first = seen.get(key);
  if (first !== undefined) {
    const period = i - first;
    console.log(`cycle: first seen ${first}, period ${period}`);
    console.log("Part 2:", loads[first + ((TARGET - first) % period)]);
    break;
  }
  seen.set(key, i);
  loads.push(load(g));
  g = cycle(g);
}
