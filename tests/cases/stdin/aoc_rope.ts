// Rope bridge (AoC 2022 day 9 style): input via process.stdin events, Set of "x,y" keys.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
let raw = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (raw += chunk));
process.stdin.on("end", () => main(raw));

type Dir = "U" | "D" | "L" | "R";
const DELTA: Record<Dir, [number, number]> = { U: [0, 1], D: [0, -1], L: [-1, 0], R: [1, 0] };

function simulate(moves: Array<[Dir, number]>, knots: number): number {
  const xs = new Array<number>(knots).fill(0);
  const ys = new Array<number>(knots).fill(0);
  const visited = new Set<string>(["0,0"]);
  for (const [dir, n] of moves) {
    const [dx, dy] = DELTA[dir];
    for (let step = 0; step < n; step++) {
      xs[0] += dx;
      ys[0] += dy;
      for (let k = 1; k < knots; k++) {
        const ddx = xs[k - 1] - xs[k];
        const ddy = ys[k - 1] - ys[k];
        if (Math.abs(ddx) <= 1 && Math.abs(ddy) <= 1) break;
        xs[k] += Math.sign(ddx);
        ys[k] += Math.sign(ddy);
      }
      visited.add(`${xs[knots - 1]},${ys[knots - 1]}`);
    }
  }
  return visited.size;
}

function main(text: string): void {
  const moves = text
    .split(/\r?\n/)
    .filter((l) => l !== "")
    .map((l): [Dir, number] => {
      const [d, n] = l.split(" ");
      return [d as Dir, parseInt(n)];
    });
  console.log(`Part 1: ${simulate(moves, 2)}`);
  console.log(`Part 2: ${simulate(moves, 10)}`);
  for (const knots of [3, 5, 20, 50]) {
    console.log(`  ${knots} knots -> ${simulate(moves, knots)}`);
  }
}
