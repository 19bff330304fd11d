// Pyroclastic flow (AoC 2022 day 17 style): rows as 7-bit masks, cycle detection for 1e12 rocks.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
import fs from "fs";

const jets = fs.readFileSync(process.argv[2] ?? "/dev/stdin", "utf8").trim();

// Each rock is a list of row masks, bottom row first, already shifted to x = 2.
const ROCKS: number[][] = [
  [0b0011110],
  [0b0001000, 0b0011100, 0b0001000],
  [0b0011100, 0b0000100, 0b0000100],
  [0b0010000, 0b0010000, 0b0010000, 0b0010000],
  [0b0011000, 0b0011000],
];

function simulate(total: number): number {
  const tower: number[] = [];
  let jet = 0;
  let extra = 0;
  const seen = new Map<string, [number, number]>();
  const fits = (rock: number[], y: number): boolean => {
    if (y < 0) return false;
    for (let i = 0; i < rock.length; i++) {
      if (((tower[y + i] ?? 0) & rock[i]) !== 0) return false;
    }
    return true;
  };
  for (let n = 0; n < total; n++) {
    let rock = ROCKS[n % ROCKS.length].slice();
    let y = tower.length + 3;
    for (;;) {
      const c = jets[jet];
      jet = (jet + 1) % jets.length;
      if (c === "<") {
        if (rock.every((r) => (r & 0b1000000) === 0)) {
          const moved = rock.map((r) => r << 1);
          if (fits(moved, y)) rock = moved;
        }
      } else if (rock.every((r) => (r & 1) === 0)) {
        const moved = rock.map((r) => r >> 1);
        if (fits(moved, y)) rock = moved;
      }
      if (!fits(rock, y - 1)) break;
      y--;
    }
    rock.forEach((r, i) => {
      while (tower.length <= y + i) tower.push(0);
      tower[y + i] |= r;
    });
    if (extra === 0 && tower.length >= 64) {
      const top = tower.slice(-64).join(".");
      const key = `${n % ROCKS.length}|${jet}|${top}`;
      const prev = seen.get(key);
      if (prev) {
        const [pn, ph] = prev;
        const period = n - pn;
        const cycles = Math.floor((total - 1 - n) / period);
        extra = cycles * (tower.length - ph);
        n += cycles * period;
      } else {
        seen.set(key, [n, tower.length]);
      }
    }
  }
  return tower.length + extra;
}

console.log(simulate(2022));
console.log(simulate(1_000_000_000_000));
let sum = 0;
for (let k = 1; k <= 6; k++) sum += simulate(k * 1337);
console.log("check", sum);
