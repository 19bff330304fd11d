const m = new Map();
m.set("a", 1);
m.set(2, "b");
console.log(m.get("a") + 1, m.size, [...m.keys()], m);
for (const [k, v] of m) console.log(typeof k, v);
const s = new Set();
s.add(1); s.add("x"); s.add(1);
console.log(s.has("x"), s, s.size);
const cache = new Map();
function fib(n: number): number {
  if (n < 2) return n;
  if (cache.has(n)) return cache.get(n);
  const v = fib(n - 1) + fib(n - 2);
  cache.set(n, v);
  return v;
}
console.log(fib(50));
class Registry { private items = new Map(); add(k: string, v: number) { this.items.set(k, v); return this; } total() { let t = 0; for (const v of this.items.values()) t += v; return t; } }
console.log(new Registry().add("a", 2).add("b", 3).total());
