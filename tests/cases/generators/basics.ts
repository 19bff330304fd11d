// Generator functions: for...of, spread, Array.from, next() results,
// return values, early exits, and generators that never finish.
function* range(start: number, end: number, step = 1) {
  for (let i = start; i < end; i += step) yield i;
}

for (const x of range(0, 3)) console.log("x =", x);
console.log([...range(2, 12, 3)]);
console.log(Array.from(range(0, 5)).map((x) => x * x));

const g = range(10, 12);
console.log(g.next());
console.log(g.next());
console.log(g.next());
console.log(g.next());

function* letters(): Generator<string, number> {
  yield "a";
  yield "b";
  return 2;
}
const it = letters();
let r = it.next();
while (!r.done) {
  console.log("got", r.value);
  r = it.next();
}
console.log("returned", r.value, r.done);
console.log([...letters()], [...letters()].length);

function* naturals() {
  let n = 1;
  while (true) yield n++;
}
const firstSquares: number[] = [];
for (const n of naturals()) {
  if (n * n > 60) break;
  if (n % 2 === 0) continue;
  firstSquares.push(n * n);
}
console.log(firstSquares);

function* empty(): Generator<number> {}
console.log([...empty()], empty().next());

const lazy = function* (label: string) {
  console.log("started", label);
  yield label.toUpperCase();
  console.log("resumed", label);
};
const lz = lazy("q");
console.log("created");
console.log(lz.next());
console.log(lz.next());
console.log(lz.next());

function* early(limit: number) {
  for (let i = 0; ; i++) {
    if (i >= limit) return "limit";
    yield i;
  }
}
const e = early(2);
console.log(e.next(), e.next(), e.next(), e.next());
const ret = early(5);
console.log(ret.next(), ret.return("stopped"), ret.next());
