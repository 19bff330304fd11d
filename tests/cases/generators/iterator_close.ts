// Leaving a for...of over a generator early (break, return, continue to an
// outer loop, throw), destructuring part of one, and return() resume the
// suspended body so that its finally blocks run, as in Node.
function* resource(name: string): Generator<number> {
  console.log("open", name);
  try {
    for (let i = 0; i < 5; i++) yield i;
  } finally {
    console.log("close", name);
  }
}
for (const x of resource("a")) { if (x === 2) break; console.log("use", x); }
function find(): number {
  for (const x of resource("b")) if (x === 3) return x;
  return -1;
}
console.log(find());
try {
  for (const x of resource("c")) { if (x === 1) throw new Error("boom"); }
} catch (e) { console.log("caught", (e as Error).message); }
outer: for (let k = 0; k < 2; k++) {
  for (const x of resource("d" + k)) { if (x === 1) continue outer; }
}
for (const x of resource("e")) {}
const [a, b] = resource("f");
console.log(a, b);
const [p, ...rest] = resource("g");
console.log(p, rest);
const g = resource("h");
console.log(g.next());
console.log(g.return(undefined));
console.log(g.next());
function* nested(): Generator<string, number> {
  try {
    try { yield "x"; yield "y"; } finally { console.log("inner finally"); }
  } catch (e) { console.log("not reached"); } finally { console.log("outer finally"); }
  return 1;
}
const n = nested();
console.log(n.next(), n.return(5), n.next());
function* again(): Generator<number> {
  try { yield 1; } finally { yield 99; console.log("after 99"); }
}
const q = again();
console.log(q.next(), q.return(undefined), q.next(), q.next());
function* outerG(): Generator<number> {
  try { yield* resource("i"); } finally { console.log("outerG finally"); }
}
for (const x of outerG()) { if (x === 1) break; }
const fresh = resource("j");
console.log(fresh.return(undefined));
for (const x of fresh) console.log("never", x);
// a for...of with an await in its body, left by a return
async function firstBig(limit: number): Promise<number> {
  for (const x of resource("k")) {
    await Promise.resolve();
    if (x > limit) return x;
  }
  return -1;
}
// a generator whose own for...of over another generator is closed when it is
function* pairs(): Generator<string> {
  for (const x of resource("l")) yield "p" + x;
}
for (const s of pairs()) { console.log(s); if (s === "p1") break; }
firstBig(2).then((v) => console.log("firstBig", v));
