class Store {
  private data = new Map<string, number>();
  get(key: string): number | undefined;
  get(key: string, fallback: number): number;
  get(key: string, fallback?: number): number | undefined {
    return this.data.get(key) ?? fallback;
  }
  set(entries: [string, number][]): this;
  set(key: string, value: number): this;
  set(a: string | [string, number][], b?: number): this {
    if (Array.isArray(a)) for (const [k, v] of a) this.data.set(k, v);
    else this.data.set(a, b ?? 0);
    return this;
  }
}
class Counter extends Store {
  bump(key: string): number {
    const n: number = this.get(key, 0) + 1;
    this.set(key, n);
    return n;
  }
}
const s = new Store().set("a", 1).set([["b", 2], ["c", 3]]);
const total: number = s.get("a", 0) + s.get("b", 0) + s.get("zz", 10);
console.log(total, s.get("c"), s.get("d"));
const c = new Counter();
c.bump("x");
console.log(c.bump("x"), c.get("x", -1), c.get("y"));
