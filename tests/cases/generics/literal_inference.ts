// A type parameter with a primitive constraint (T extends string | number | boolean), or none and returned
// as is, infers a literal argument as its literal type (tsc), so the result narrows unions and picks overloads;
// the body is instantiated once, at the widened type, so its own narrowing of T is checked as tsc does.
type Ev = "click" | "key";
function on<E extends string>(e: E): E { return e; }
const ev = on("click");
const evs: Ev = ev;
function handle(e: "click"): number;
function handle(e: "key"): string;
function handle(e: Ev): number | string { return e === "click" ? 1 : "k"; }
const h = handle(on("click"));
console.log(h + 1, evs);
function lit<T extends string | number>(x: T): T { return x; }
const one = lit(1);
const two: 1 | 2 = one;
const u: "a" | 3 = lit("a");
console.log(two, u);
function orNone<T extends string>(x: T, ok: boolean): T | "none" { return ok ? x : "none"; }
const o: "x" | "none" = orNone("x", false);
console.log(o);
function flag<B extends boolean>(b: B): B { return b; }
const t: true = flag(true);
console.log(t);
const obj = { tag: on("key") };
console.log(obj.tag);
function same<T>(a: T): T { return a; }
const s2: "q" = same("q");
const n2: 42 = same(42);
console.log(s2, n2);
class Util { static tag<K extends string>(k: K): K { return k; } name<K extends string>(k: K): K { return k; } }
const ut: "u" = Util.tag("u");
const un: "v" = new Util().name("v");
console.log(ut, un);
function id2<T extends string>(x: T): T { return x; }
function idn2<T extends number>(x: T): T { return x; }
function idb2<T extends boolean>(x: T): T { return x; }
let w = id2("lit");
let wn = idn2(3);
const arr = [id2("a"), id2("b")];

console.log(w, wn, arr, idb2(true));
function cmp<T extends string>(x: T): number {
  if (x === "b") return 1;
  switch (x) { case "c": return 2; }
  return x.length;
}
console.log(cmp("a"), cmp("b"), cmp("c"));
function wrap<T extends string>(x: T): { v: T; n: number } { return { v: x, n: x.length }; }
const wr = wrap("hey");
console.log(wr.v, wr.n);
type Shape = { kind: "circle"; r: number } | { kind: "square"; s: number };
function mk<K extends string>(kind: K, n: number): { kind: K; r: number; s: number } { return { kind, r: n, s: n }; }
const k = id2("circle");
const sh: Shape = k === "circle" ? { kind: k, r: 1 } : { kind: "square", s: 2 };
console.log(sh.kind);
function area(s: Shape): number { return s.kind === "circle" ? s.r : s.s; }
console.log(area({ kind: id2("circle"), r: 2 }));
class Box<T extends string> { constructor(public v: T) {} get(): T { return this.v; } }
const bx = new Box("q");
console.log(bx.get());
function len<T extends string | number>(x: T): string { return typeof x + ":" + String(x); }
console.log(len("ab"), len(12));
let s: string = "dyn";
console.log(id2(s), id2(s + "x"));
for (const x of ["m", "n"]) console.log(id2(x));
function pair<A extends string, B extends number>(a: A, b: B): [A, B] { return [a, b]; }
const pr = pair("z", 9);
console.log(pr[0], pr[1]);
