export { Matrix, identity } from "./matrix";
import { Matrix } from "./matrix";
export function fromRows(rows: number[][]): Matrix {
  const m = new Matrix(rows.length, rows[0].length);
  for (let i = 0; i < rows.length; i++) for (let j = 0; j < rows[i].length; j++) m.set(i, j, rows[i][j]);
  return m;
}
export function power(m: Matrix, n: number): Matrix {
  let result = new Matrix(m.rows, m.cols);
  for (let i = 0; i < m.rows; i++) result.set(i, i, 1);
  let base = m;
  while (n > 0) {
    if (n % 2 === 1) result = result.mul(base);
    base = base.mul(base);
    n = Math.floor(n / 2);
  }
  return result;
}
