// BFS over a maze with as-const direction tuples, bigint memo, matrix transpose, ES2023 array methods
interface Point { x: number; y: number }
type Grid = number[][];
function neighbors({ x, y }: Point, w: number, h: number): Point[] {
  const out: Point[] = [];
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
    const nx = x + dx, ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < w && ny < h) out.push({ x: nx, y: ny });
  }
  return out;
}
function bfs(grid: Grid, start: Point, goal: Point): number {
  const h = grid.length, w = grid[0].length;
  const seen = new Set<string>([`${start.x},${start.y}`]);
  let frontier: Point[] = [start];
  for (let steps = 0; frontier.length; steps++) {
    const next: Point[] = [];
    for (const p of frontier) {
      if (p.x === goal.x && p.y === goal.y) return steps;
      for (const n of neighbors(p, w, h)) {
        const key = `${n.x},${n.y}`;
        if (grid[n.y][n.x] === 1 || seen.has(key)) continue;
        seen.add(key);
        next.push(n);
      }
    }
    frontier = next;
  }
  return -1;
}
const maze = `
..#.......
.##.####..
....#..#..
###.#.##.#
....#.....`.trim().split("\n").map(r => [...r].map(ch => (ch === "#" ? 1 : 0)));
console.log(bfs(maze, { x: 0, y: 0 }, { x: 9, y: 4 }));
console.log(maze.map(r => r.join("")).join("\n"));
const memo = new Map<number, bigint>();
function fib(n: number): bigint { if (n < 2) return BigInt(n); const m = memo.get(n); if (m !== undefined) return m; const r = fib(n - 1) + fib(n - 2); memo.set(n, r); return r; }
console.log(fib(90).toString(), fib(90) % 1000n);
const matrix = Array.from({ length: 3 }, (_, i) => Array.from({ length: 3 }, (_, j) => i * 3 + j));
const transpose = matrix[0].map((_, c) => matrix.map(r => r[c]));
console.log(transpose, matrix.flat().reduce((a, b) => a + b));
console.log([1,2,3,4,5].findLastIndex(x => x % 2 === 0), [..."hello"].toSorted().join(""), [1,2,3].with(1, 9));
