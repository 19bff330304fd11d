// f.length counts the parameters before the first default or rest parameter;
// f.name is the declared or inferred name.
function add(a: number, b: number) { return a + b; }
function opt(a: number, b?: number) { return a + (b ?? 0); }
function dflt(a: number, b = 2, c?: number) { return a + b + (c ?? 0); }
function rest(a: string, ...more: string[]) { return a + more.join(""); }
function none(): void {}
function withThis(x: number) { return x; }
const arrow = (x: string) => x.length;
const single = (x: number) => x * 2;
const fexpr = function named(p: number, q: number, r: number) { return p + q + r; };
class K {
  m(a: number, b?: number) { return a + (b ?? 0); }
  n(...xs: number[]) { return xs.length; }
  describe() { return `${this.m.name}/${this.m.length} ${this.n.name}/${this.n.length}`; }
}
console.log(add.length, add.name, opt.length, dflt.length, rest.length, none.length, withThis.length);
console.log(arrow.length, arrow.name, single.length, fexpr.length, fexpr.name);
const k = new K();
console.log(k.m.length, k.m.name, k.n.length, k.describe());
console.log(add(1, 2), opt(1), dflt(1), rest("a", "b"), withThis(3), arrow("abc"), single(4), fexpr(1, 2, 3), k.n(1, 2));
