const svc = {
  k: 3,
  data: [1, 2, 3],
  scaled() { return this.data.map((x) => x * this.k); },
  async total() { await null; return this.scaled().reduce((a, b) => a + b, 0); },
  maybe(flag: boolean) { return flag ? this.k : null; },
  pair() { return { k: this.k, first: this.data[0] }; },
};
console.log(svc.scaled(), svc.maybe(true), svc.maybe(false), svc.pair());
svc.total().then((t) => console.log("total", t));
const p = svc.pair();
console.log(p.k + p.first);
