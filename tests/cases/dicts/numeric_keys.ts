// Number keys: Record<number, V> and numeric index signatures (keys are strings at run time).
interface Env extends Record<string, string> { HOME: string }
const e: Env = { HOME: "/root", SHELL: "/bin/sh" };
e["PATH"] = "/usr/bin";
console.log(e, e.HOME, e["SHELL"], Object.keys(e).length);
type Matrix = Record<number, Record<number, number>>;
const sparse: Matrix = {};
function set(m: Matrix, r: number, c: number, v: number): void {
  if (!(r in m)) m[r] = {};
  m[r][c] = v;
}
set(sparse, 2, 3, 1.5);
set(sparse, 0, 10, -1);
set(sparse, 2, 0, 7);
console.log(sparse, JSON.stringify(sparse));
for (const r in sparse) for (const c in sparse[r]) console.log(r, c, sparse[r][c]);
