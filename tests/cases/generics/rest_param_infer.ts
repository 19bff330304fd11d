// Generic functions with a rest parameter ...xs: T[]: T inferred from the arguments (a union of literals for K extends keyof T)
function first<T>(...xs: T[]): T | undefined { return xs[0]; }
console.log(first(1, 2, 3), first("a"), first<number>());
function tagged<T>(tag: string, ...items: T[]): string { return `${tag}:${items.join(",")}`; }
console.log(tagged("n", 1, 2), tagged("s", "x"), tagged<boolean>("b"));
interface P { name: string; price: number; id: string }
function pick<T, K extends keyof T>(o: T, ...keys: K[]): Pick<T, K> {
  const r = {} as Pick<T, K>;
  for (const k of keys) r[k] = o[k];
  return r;
}
const p: P = { name: "n", price: 1, id: "i" };
console.log(pick(p, "name", "price"), pick(p, "id"));
function maxBy<T>(key: (t: T) => number, ...xs: T[]): T { return xs.reduce((a, b) => key(b) > key(a) ? b : a); }
console.log(maxBy((s: string) => s.length, "aa", "bbbb", "c"));
class Bag<T> { items: T[] = []; add(...xs: T[]): this { this.items.push(...xs); return this; } }
console.log(new Bag<number>().add(1, 2).add(3).items);
