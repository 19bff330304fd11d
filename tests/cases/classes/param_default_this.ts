let log: string[] = [];
function note(s: string): number { log.push(s); return log.length; }
class A {
  x = note("field x");
  y = this.x * 2;
  get base(): number { return this.opts.base; }
  constructor(private readonly opts: { base: number }, public z: number = note("default z")) {
    note("body");
  }
  scaled(k = this.y, m: number = k + this.x): number { return k * m; }
}
const a = new A({ base: 5 });
console.log(log, a.y, a.z, a.scaled(), a.scaled(2), a.scaled(2, 3));
class B extends A {
  w = note("field w");
  constructor(q: number = note("default q")) { super({ base: q }); note("B body"); }
}
log = [];
const b = new B();
console.log(log, b.y, b.w, b.base);
const o = { n: 3, twice(k: number = 1) { return k * 2; } };
console.log(o.twice(), o.twice(5));
