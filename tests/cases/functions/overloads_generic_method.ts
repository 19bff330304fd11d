class Store {
  private data = new Map<string, unknown>();
  set(k: string, v: unknown): this { this.data.set(k, v); return this; }
  get<T>(k: string): T | undefined;
  get<T>(k: string, d: T): T;
  get(k: string, d?: unknown): unknown { return this.data.has(k) ? this.data.get(k) : d; }
}
const s = new Store().set("a", 1).set("b", "x");
const a: number = s.get("a", 0);
const b = s.get<string>("b");
const c: boolean = s.get("zz", true);
console.log(a + 1, b, c);
class Coll<T> {
  constructor(private xs: T[]) {}
  find(p: (x: T) => boolean): T | undefined;
  find<D>(p: (x: T) => boolean, d: D): T | D;
  find(p: (x: T) => boolean, d?: unknown): unknown { for (const x of this.xs) if (p(x)) return x; return d; }
}
const co = new Coll([1, 2, 3]);
console.log(co.find((x) => x > 1), co.find((x) => x > 5, "none"));
function parse(s: string): number;
function parse<T>(s: string, f: (n: number) => T): T;
function parse<T>(s: string, f?: (n: number) => T): number | T { const n = Number(s); return f ? f(n) : n; }
console.log(parse("4") + 1, parse("5", (n) => `#${n}`).length);
