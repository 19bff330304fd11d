// Methods listed after a getter or setter in an object literal: called, bound
// to the object when they use `this`, printed and listed in source order.
interface Counter { readonly count: number; inc(): void; label(p: string): string }
const c: Counter = { n: 0, get count() { return this.n; }, inc() { this.n++; }, label(p: string) { return p + this.n; } } as Counter & { n: number };
c.inc(); c.inc();
console.log(c.count, c.label("#"), c);
const g = { get k() { return "K"; }, id<T>(x: T): T { return x; }, pair<A, B>(a: A, b: B): [A, B] { return [a, b]; } };
console.log(g.id(3), g.id("s"), g.pair(1, "x"), g.k);
const s = { set v(x: number) { this.raw = x * 2; }, raw: 0, read() { return this.raw; } };
s.v = 4;
console.log(s.read(), s, JSON.stringify(s), Object.keys(s), { ...s });
const h = { get x() { return 1; }, m() { return this.x + 1; } };
const mm = h.m;
console.log(h.m(), typeof mm);
const o2 = { get a() { return 1; }, m() { return 2; } };
console.log(o2.a, o2.m(), o2, JSON.stringify(o2), Object.keys(o2));
const p = { x: 5, get dbl(): number { return this.x * 2; }, inc(): number { return ++this.x; }, f: (k: number) => k + 1 };
console.log(p.dbl, p.inc(), p.dbl, p.f(2), p, Object.keys(p));
const q = { n: 1, get sq() { return this.n * this.n; }, bump(by: number) { this.n += by; return this; }, show() { return `n=${this.n}`; } };
console.log(q.bump(2).show(), q.sq, q);
const r = { set v(x: number) { this.store = x; }, store: 0, get v() { return this.store; }, twice() { return this.v * 2; } };
r.v = 21;
console.log(r.twice(), r);
