// Arrays of arrays: matrices of numbers and rows of objects, built with callbacks.
function matrix(rows: number, cols: number, f: (r: number, c: number) => number): number[][] {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c)));
}
function transpose(m: number[][]): number[][] {
  return m.length === 0 ? [] : m[0].map((_, c) => m.map((row) => row[c]));
}
function multiply(a: number[][], b: number[][]): number[][] {
  const bt = transpose(b);
  return a.map((row) => bt.map((col) => row.reduce((s, x, i) => s + x * col[i], 0)));
}

const a = matrix(2, 3, (r, c) => r * 3 + c + 1);
const id3 = matrix(3, 3, (r, c) => (r === c ? 1 : 0));
console.log(a, transpose(a));
console.log(multiply(a, id3), multiply(a, transpose(a)));
console.log(a.map((row) => row.join(" ")).join(" | "));

// Row sums, column maxima, the flattened sorted values.
const m = [[3, 8, 1], [9, 2, 7], [4, 6, 5]];
console.log(m.map((r) => r.reduce((s, x) => s + x, 0)));
console.log(transpose(m).map((c) => c.reduce((x, y) => Math.max(x, y))));
console.log(m.flat().sort((x, y) => x - y).join(""));

// Jagged arrays.
const tri: number[][] = [];
for (let i = 0; i < 6; i++) {
  const row = [1];
  for (let j = 1; j < i; j++) row.push(tri[i - 1][j - 1] + tri[i - 1][j]);
  if (i > 0) row.push(1);
  tri.push(row);
}
console.log(tri.map((r) => r.join(" ")).join("\n"));
console.log(tri.map((r) => r.length), tri[5][2], tri[2][5]);

// Rows of objects.
interface Cell {
  ch: string;
  lit: boolean;
}
const board: Cell[][] = Array.from({ length: 3 }, (_, r) => Array.from({ length: 4 }, (_, c) => ({ ch: String.fromCharCode(65 + r * 4 + c), lit: (r + c) % 3 === 0 })));
console.log(board.map((row) => row.map((c) => (c.lit ? c.ch : c.ch.toLowerCase())).join("")).join("/"));
board[1][1].lit = true;
console.log(board.filter((row) => row.some((c) => c.lit)).length, board.map((row) => row.filter((c) => c.lit).length));
console.log(board[0]);

// Aliasing rows: the same row twice.
const row = [0, 0];
const alias = [row, row];
alias[0][1] = 5;
console.log(alias, alias[0] === alias[1]);
