// A function or callback returning a parameter, or a variable declared with a type, keeps its literal type (tsc widens only fresh literals).
const ks = ['a', 'b'] as const;
const m = ks.map(k => k);
type K = typeof ks[number];
const m2: K[] = m;
console.log(m2);
const f = (d: 'x' | 'y') => d;
const r: 'x' | 'y' = f('x');
console.log(r);
function id(d: 'x' | 'y') { return d; }
const r2: 'x' | 'y' = id('y');
type Dir = 'up' | 'down';
const dirs: Dir[] = ['up'];
const ds = dirs.map((d) => d);
const ds2: Dir[] = ds;
const c = 'lit';
const g = () => c;
const w: string = g();
let l: Dir = 'up';
const h = () => l;
const hv: Dir = h();
console.log(r2, ds2, w, hv);
function pick(d: Dir, fallback: Dir, other: boolean) {
  if (other) return fallback;
  return d;
}
const pk: Dir = pick("up", "down", true);
console.log(pk, ks.filter((k) => k !== "a").map((k) => k));
