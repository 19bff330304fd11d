// Probably a fire hazard (AoC 2015 day 6 style): regex-parsed instructions on a 1000x1000 grid.
import { readFileSync } from "fs";

const SIZE = 1000;
const re = /^(turn on|turn off|toggle) (\d+),(\d+) through (\d+),(\d+)$/;

type Action = "turn on" | "turn off" | "toggle";
interface Step { action: Action; x0: number; y0: number; x1: number; y1: number }

const steps: Step[] = readFileSync(0, "utf8")
  .split("\n")
  .filter((l) => l.length > 0)
  .map((line) => {
    const m = re.exec(line);
    if (m === null) throw new Error(`cannot parse ${line}`);
    const [x0, y0, x1, y1] = m.slice(2).map(Number);
    return { action: m[1] as Action, x0, y0, x1, y1 };
  });

const lit = new Uint8Array(SIZE * SIZE);
const bright = new Uint16Array(SIZE * SIZE);
for (const { action, x0, y0, x1, y1 } of steps) {
  for (let y = y0; y <= y1; y++) {
    const row = y * SIZE;
    for (let x = x0; x <= x1; x++) {
      const i = row + x;
      switch (action) {
        case "turn on": lit[i] = 1; bright[i] += 1; break;
        case "turn off": lit[i] = 0; if (bright[i] > 0) bright[i] -= 1; break;
        case "toggle": lit[i] ^= 1; bright[i] += 2; break;
      }
    }
  }
}
console.log("Part 1:", lit.reduce((a, b) => a + b, 0));
console.log("Part 2:", bright.reduce((a, b) => a + b, 0));
let maxRow = 0, maxSum = -1;
for (let y = 0; y < SIZE; y++) {
  const s = bright.subarray(y * SIZE, (y + 1) * SIZE).reduce((a, b) => a + b, 0);
  if (s > maxSum) { maxSum = s; maxRow = y; }
}
console.log(`brightest row ${maxRow} (${maxSum})`);
