function* talk(): Generator<number, string, string> {
  const a: string = yield 1;
  const b = yield 2;
  console.log("got", a, b);
  return a + b;
}
const gt = talk();
console.log(gt.next("ignored"));
console.log(gt.next("x"));
console.log(gt.next("y"));
function* acc(): Generator<number, void, number | undefined> {
  let total = 0;
  while (true) {
    const v = yield total;
    if (v === undefined) return;
    total += v;
  }
}
const it = acc();
it.next(); it.next(5); console.log(it.next(7).value); console.log(it.next().done);
function* g1(): Generator<number, void, string> { const s = yield 1; console.log(typeof s, s, s === undefined); }
const ga = g1(); ga.next(); ga.next();
function* g2(): Generator<number, void, number> { const s = yield 1; console.log(typeof s, s, s === undefined); }
const gb = g2(); gb.next(); gb.next();
function* g3(): Generator<number, void, { x: number }> { const s = yield 1; console.log(typeof s, s, s === undefined); }
const gc = g3(); gc.next(); gc.next();
