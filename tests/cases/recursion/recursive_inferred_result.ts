// Recursive functions and methods without a return annotation whose recursive
// call is not in a return expression: tsc infers their result from the return
// expressions alone, and so does Kiln (guessed before the body, then checked).
interface N { v: number; name: string; kids: N[] }
const t: N = { v: 1, name: "r", kids: [{ v: 2, name: "a", kids: [] }, { v: 3, name: "b", kids: [{ v: 4, name: "c", kids: [] }] }] };
function render(n: N, depth: number) { let s = "  ".repeat(depth) + n.name + "\n"; for (const k of n.kids) s += render(k, depth + 1); return s; }
process.stdout.write(render(t, 0));
const memo = new Map<number, number>();
function ways(i: number) { if (i <= 1) return 1; if (memo.has(i)) return memo.get(i)!; let r = 0; r += ways(i - 1) + ways(i - 2); memo.set(i, r); return r; }
console.log(ways(50));
function has(n: N, v: number) { if (n.v === v) return true; for (const k of n.kids) if (has(k, v)) return true; return false; }
console.log(has(t, 4), has(t, 9));
async function sumAsync(n: N) { let s = n.v; for (const k of n.kids) s += await sumAsync(k); return s; }
sumAsync(t).then((v) => console.log("async", v));
function outer() {
  function depth(n: N) { let d = 0; for (const k of n.kids) d = Math.max(d, depth(k)); return d + 1; }
  return depth(t);
}
console.log(outer());
class G<T> { constructor(public items: T[]) {} 
  count(i: number) { let c = 0; if (i < this.items.length) c = 1 + this.count(i + 1); return c; } }
console.log(new G(["x", "y", "z"]).count(0));
const collatz = (n: number, steps = 0): number => n === 1 ? steps : collatz(n % 2 ? 3 * n + 1 : n / 2, steps + 1);
console.log(collatz(27));
function paths(grid: number[][], r: number, c: number) { if (r === grid.length - 1 && c === grid[0].length - 1) return 1; let total = 0; if (r + 1 < grid.length) total += paths(grid, r + 1, c); if (c + 1 < grid[0].length) total += paths(grid, r, c + 1); return total; }
console.log(paths([[0,0,0],[0,0,0],[0,0,0]], 0, 0));
class Tree {
  constructor(public n: N) {}
  count(n: N = this.n) { let c = 1; for (const k of n.kids) c += this.count(k); return c; }
  names(n: N = this.n) { const out: string[] = [n.name]; for (const k of n.kids) out.push(...this.names(k)); return out; }
  static sum(n: N) { let s = n.v; n.kids.forEach((k) => { s += Tree.sum(k); }); return s; }
  async total(n: N) { let s = n.v; for (const k of n.kids) s += await this.total(k); return s; }
}
const tr = new Tree(t);
console.log(tr.count(), tr.names().join("/"), Tree.sum(t));
tr.total(t).then((v) => console.log("total", v));
