// Property order: literal order, later additions at the end, value changes in place.
interface Opts {
  a?: number;
  b?: number;
  c?: number;
  d?: string;
}
const o: Opts = { c: 3, a: 1 };
console.log(o);
o.b = 2;
console.log(o);
o.c = 30;
console.log(o);
o.d = "x";
o.a = undefined;
console.log(o);

// Two literals of the same type may print differently.
const p: Opts = { a: 1, b: 2 };
const q: Opts = { b: 2, a: 1 };
console.log(p, q, p.a === q.a && p.b === q.b);

// Building an object conditionally.
function build(withA: boolean, withB: boolean): Opts {
  const r: Opts = {};
  if (withB) r.b = 20;
  if (withA) r.a = 10;
  r.c = 0;
  return r;
}
console.log(build(true, true), build(false, true), build(true, false), build(false, false));

// typeof on objects and null.
const nothing: Opts | null = null;
console.log(typeof o, typeof nothing, typeof o.a, typeof o.b, typeof o.d);

// Objects inside an array keep their own order.
const rows: Opts[] = [{ d: "first", a: 1 }, { a: 2, d: "second" }, {}];
console.log(rows);
