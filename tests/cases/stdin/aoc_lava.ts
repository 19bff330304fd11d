// Boiling boulders (AoC 2022 day 18 style): readline line events, 3D Set, flood fill.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
import * as readline from "readline";

const cubes: number[][] = [];
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line: string) => {
  if (line.trim()) cubes.push(line.split(",").map((s) => +s));
});
rl.on("close", () => {
  const key = (x: number, y: number, z: number) => `${x},${y},${z}`;
  const lava = new Set(cubes.map(([x, y, z]) => key(x, y, z)));
  const sides = [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]];

  let exposed = 0;
  for (const [x, y, z] of cubes)
    for (const [dx, dy, dz] of sides)
      if (!lava.has(key(x + dx, y + dy, z + dz))) exposed++;
  console.log("part1:", exposed);

  let lo = Infinity, hi = -Infinity;
  for (const c of cubes) for (const v of c) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
  lo--; hi++;
  const outside = new Set<string>();
  const stack: [number, number, number][] = [[lo, lo, lo]];
  outside.add(key(lo, lo, lo));
  let outer = 0;
  while (stack.length > 0) {
    const [x, y, z] = stack.pop()!;
    for (const [dx, dy, dz] of sides) {
      const nx = x + dx, ny = y + dy, nz = z + dz;
      if (nx < lo || ny < lo || nz < lo || nx > hi || ny > hi || nz > hi) continue;
      const k = key(nx, ny, nz);
      if (lava.has(k)) { outer++; continue; }
      if (outside.has(k)) continue;
      outside.add(k);
      stack.push([nx, ny, nz]);
    }
  }
  console.log("part2:", outer);
  console.log(`air pockets: ${(hi - lo + 1) ** 3 - outside.size - lava.size}`);
});
