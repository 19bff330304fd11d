// An LRU cache and a memoizing wrapper used by sequence and graph code.
import { LRUCache, report } from "./cache";
import { fib, binom, buildGraph, shortestPaths } from "./graph";

const evicted: string[] = [];
const c = new LRUCache<string, number>(3, (k, v) => evicted.push(`${k}=${v}`));
c.set("a", 1).set("b", 2).set("c", 3);
c.get("a");
c.set("d", 4);
c.get("b");
c.set("e", 5).set("a", 10);
console.log("keys:", c.keys(), "size", c.size, "evicted:", evicted.join(" "));
console.log("stats:", c.stats, LRUCache.hitRate(c.stats));

try {
  new LRUCache<number, number>(0);
} catch (e) {
  console.log(`${(e as Error).name}: ${(e as Error).message}`);
}

console.log("fib(90) =", fib(90).toString());
console.log("fib(150) =", fib(150));
console.log("fib 10..15:", [10, 11, 12, 13, 14, 15].map((n) => fib(n)).join(", "));
console.log("C(30,15) =", binom(30, 15), "row 8:", Array.from({ length: 9 }, (_, k) => binom(8, k)).join(" "));

const g = buildGraph("A-B:4, A-C:2, B-C:5, B-D:10, C-E:3, E-D:4, D-F:11, bogus, X-Y:1");
const sp = shortestPaths(g);
for (const from of ["A", "D", "A", "X", "F", "A"]) {
  const d = sp(from);
  const line = [...d].sort(([a], [b]) => a.localeCompare(b)).map(([n, w]) => `${n}:${w}`).join(" ");
  console.log(`from ${from}: ${line}`);
}

for (const line of report()) console.log(line);
console.log("caches created:", LRUCache.created);
