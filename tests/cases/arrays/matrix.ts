// A matrix as number[][]: multiplication, transpose.
function zeros(n: number, m: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    for (let j = 0; j < m; j++) row.push(0);
    out.push(row);
  }
  return out;
}
function mul(a: number[][], b: number[][]): number[][] {
  const n = a.length, m = b[0].length, k = b.length;
  const c = zeros(n, m);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++) {
      let s = 0;
      for (let t = 0; t < k; t++) s += a[i][t] * b[t][j];
      c[i][j] = s;
    }
  return c;
}
function transpose(a: number[][]): number[][] {
  const t = zeros(a[0].length, a.length);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < a[i].length; j++) t[j][i] = a[i][j];
  return t;
}
function show(m: number[][]): void {
  for (const row of m) console.log(row.join("\t"));
}
const a = [[1, 2, 3], [4, 5, 6]];
const b = [[7, 8], [9, 10], [11, 12]];
show(mul(a, b));
show(transpose(a));
const id = zeros(3, 3);
for (let i = 0; i < 3; i++) id[i][i] = 1;
show(mul(id, transpose(a)));
console.log(a.join(" / "), String(b));
