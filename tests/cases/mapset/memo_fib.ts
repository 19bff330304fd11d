// Memoisation with a module-level Map shared by recursive functions.
const memo = new Map<number, number>();
let misses = 0;
function fib(n: number): number {
  if (n < 2) return n;
  const hit = memo.get(n);
  if (hit !== undefined) return hit;
  misses++;
  const r = fib(n - 1) + fib(n - 2);
  memo.set(n, r);
  return r;
}
console.log(fib(30), fib(78), misses, memo.size);

const pathCache = new Map<string, number>();
function gridPaths(r: number, c: number): number {
  if (r === 0 || c === 0) return 1;
  const key = `${r},${c}`;
  const cached = pathCache.get(key);
  if (cached !== undefined) return cached;
  const v = gridPaths(r - 1, c) + gridPaths(r, c - 1);
  pathCache.set(key, v);
  return v;
}
console.log(gridPaths(16, 16), pathCache.size, pathCache.has("3,4"), pathCache.get("2,2"));

function collatzLen(n: number, cache: Map<number, number>): number {
  if (n === 1) return 1;
  const c = cache.get(n);
  if (c !== undefined) return c;
  const len = 1 + collatzLen(n % 2 === 0 ? n / 2 : 3 * n + 1, cache);
  cache.set(n, len);
  return len;
}
const cc = new Map<number, number>();
let best = 0;
let bestN = 0;
for (let i = 1; i < 30000; i++) {
  const l = collatzLen(i, cc);
  if (l > best) {
    best = l;
    bestN = i;
  }
}
console.log(bestN, best, cc.size);
