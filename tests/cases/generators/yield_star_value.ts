function* inner(n: number): Generator<number, string, undefined> {
  for (let i = 0; i < n; i++) yield i;
  return `inner(${n}) done`;
}
function* outer(): Generator<number | string, number, undefined> {
  const a = yield* inner(2);
  yield a;
  let b: string;
  b = yield* inner(1);
  yield b.toUpperCase();
  const arr = yield* [7, 8];
  yield String(arr);
  const [x, y] = yield* pairGen();
  yield x + y;
  return yield* lengthOf(["p", "q", "r"]);
}
function* pairGen(): Generator<number, [number, number], undefined> { yield 100; return [1, 2]; }
function* lengthOf(xs: string[]): Generator<string, number, undefined> { yield* xs; return xs.length; }
const g = outer();
const seen: (number | string)[] = [];
let r = g.next();
while (!r.done) { seen.push(r.value); r = g.next(); }
console.log(seen, r.value);
class Tree {
  constructor(readonly v: number, readonly kids: Tree[] = []) {}
  *walk(): Generator<number, number, undefined> {
    yield this.v;
    let count = 1;
    for (const k of this.kids) {
      const sub = yield* k.walk();
      count += sub;
    }
    return count;
  }
}
const t = new Tree(1, [new Tree(2, [new Tree(3)]), new Tree(4)]);
const w = t.walk();
const vals: number[] = [];
for (let s = w.next(); ; s = w.next()) { if (s.done) { console.log(vals, "count", s.value); break; } vals.push(s.value); }
