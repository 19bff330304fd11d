// Data properties after a getter or setter in an object literal: they print, enumerate and copy in source order.
const o = { get a() { return 5; }, b: 1 };
console.log(o.a, o.b);
console.log(o, JSON.stringify(o), Object.keys(o), Object.values(o), Object.entries(o));
o.b = 7;
console.log(o.b, o);
const n = 3;
const acct = {
  owner: "ann",
  get label(): string { return `${this.owner}#${this.id}`; },
  id: 42,
  tags: ["x", "y"],
  n,
  set rename(v: string) { this.owner = v; },
  nested: { deep: true },
};
acct.rename = "bob";
acct.tags.push("z");
acct.id++;
console.log(acct, acct.label, JSON.stringify(acct, null, 1));
for (const k in acct) console.log(k);
console.log({ ...acct }, Object.assign({}, acct));
interface Shape { readonly area: number; name: string; sides: number }
const sq: Shape = { get area() { return 4; }, name: "sq", sides: 4 };
function describe(s: Shape) { return `${s.name}:${s.sides}:${s.area}`; }
sq.sides = 5;
console.log(describe(sq), sq);
const calc = {
  base: 2,
  get twice(): number { return this.base * 2; },
  scale: (x: number) => x * 10,
  label: "c",
};
console.log(calc.scale(3), calc.twice, calc);
const kk = { get id() { return 1; }, name: "k" } as const;
console.log(kk, kk.name);
type Rec = { readonly total: number; items: number[] };
const r: Rec = { get total() { return this.items.length; }, items: [1, 2] };
r.items.push(3);
console.log(r.total, r, JSON.stringify(r));
