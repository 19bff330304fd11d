// A value typed boolean that is undefined at run time (a missing key of a
// Record<string, boolean>, a read past the end of a boolean[], `flag!` of an
// undefined) stays undefined in a local, a global, a captured variable, a
// class field and an object literal's property, as in JavaScript.
const memo: Record<string, boolean> = {};
function canWin(n: number): boolean {
  const key = String(n);
  const cached = memo[key];
  if (cached !== undefined) return cached;
  const r = n <= 0 ? false : !canWin(n - 1) || !canWin(n - 2);
  memo[key] = r;
  return r;
}
console.log(canWin(10), canWin(3), Object.keys(memo).length);

const bs: boolean[] = [true];
const v = bs[5];
console.log(v, typeof v, v === undefined, v == null, `${v}`, String(v), v ? "t" : "f", !v);
let w: boolean = bs[7];
console.log(w, typeof w);
w = true;
console.log(w, typeof w);
console.log([bs[5], bs[0]], JSON.stringify([bs[5], bs[0]]));
const obj = { k: bs[3], j: true };
console.log(obj, JSON.stringify(obj), obj.k === undefined);
const m = new Map<string, boolean>();
m.set("a", bs[9]);
console.log(m.get("a"), m);

class K { f: boolean; constructor() { this.f = bs[6]; } }
console.log(new K(), new K().f, typeof new K().f);
class Node2 { visited: boolean; constructor(v?: boolean) { this.visited = v!; } }
console.log(new Node2(), new Node2(true), new Node2(false));

let un: boolean | undefined;
console.log([un!], typeof un!);

const rec: Record<string, boolean> = { a: true };
const top = rec["zz"];
function show() { console.log(top, top === undefined, rec["a"]); }
show();
function outer() {
  let cap = rec["q"];
  const f = () => cap === undefined;
  console.log(f(), cap);
  cap = false;
  console.log(f(), cap);
}
outer();
let flags = 0;
for (let i = 0; i < 4; i++) { const on = bs[i]; if (on) flags++; if (on === undefined) flags += 10; }
console.log(flags);
const missing = memo["none"];
console.log(missing ?? "dflt", missing || "or", bs[0] ?? "first", obj.k ?? "k?");

// Through the parameters and the result of a function called directly.
const flagsOf: Record<string, boolean> = { a: true };
function hasFlag(k: string): boolean { return flagsOf[k]; }
console.log(hasFlag("a"), hasFlag("zz"), hasFlag("zz") === undefined, typeof hasFlag("q"), hasFlag("zz") ?? "none");
function showFlag(b: boolean) { console.log(b, typeof b, b === undefined, b ? "y" : "n"); }
showFlag(flagsOf["nope"]);
showFlag(true);
showFlag(hasFlag("zz"));
function pickAt(i: number): boolean { try { return bs[i]; } finally { flags++; } }
console.log(pickAt(0), pickAt(3), [pickAt(4)], flags);
function negate(b: boolean): boolean { return !b; }
console.log(negate(bs[9]), negate(true));
