class Temp {
  #c = 0;
  get f() { return this.#c * 9 / 5 + 32; }
  set f(v) { this.#c = (v - 32) * 5 / 9; }
  get c(): number { return this.#c; }
  private _name = "";
  get name(): string { return this._name; }
  set name(n) { this._name = n.trim(); }
}
const t = new Temp();
t.f = 212;
t.name = "  x  ";
console.log(t.f, t.c, `[${t.name}]`);
const o = {
  _v: 1,
  get v() { return this._v; },
  set v(x) { this._v = x * 2; },
};
o.v = 4;
console.log(o.v);
