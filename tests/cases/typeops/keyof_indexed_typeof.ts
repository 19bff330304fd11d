// keyof T and T[K] in generic functions, typeof a const, intersections passed as parts.
function get<T, K extends keyof T>(o: T, k: K): T[K] { return o[k]; }
function set<T, K extends keyof T>(o: T, k: K, v: T[K]): void { o[k] = v; }
interface Pt { x: number; y: number; label: string }
const pt: Pt = { x: 1, y: 2, label: "p" };
console.log(get(pt, "x") + 1, get(pt, "label").toUpperCase());
set(pt, "y", 10);
console.log(pt);
const keys: (keyof Pt)[] = ["x", "y", "label"];
for (const k of keys) console.log(k, pt[k]);
type Lab = Pt["label"];
const lb: Lab = "q";
console.log(lb);
type A = { a: number }; type B = { b: string };
type AB = A & B;
const ab: AB = { a: 1, b: "two" };
function useA(x: A) { return x.a * 2; }
function useB(x: B) { return x.b + "!"; }
console.log(useA(ab), useB(ab), ab.a, ab.b);
function merge<T extends object, U extends object>(t: T, u: U): T & U { return { ...t, ...u }; }
const m = merge({ x: 1 }, { y: "y" });
console.log(m.x, m.y, m);
const config = { host: "localhost", port: 8080, tls: false };
type Config = typeof config;
const c2: Config = { host: "h", port: 1, tls: true };
console.log(c2);
const COLORS = ["red", "green"] as const;
type Col = typeof COLORS[number];
const cc: Col = "green";
console.log(cc, COLORS.length);
function pluck<T, K extends keyof T>(xs: T[], k: K): T[K][] { return xs.map(x => x[k]); }
console.log(pluck([pt, { x: 5, y: 6, label: "z" }], "label"));
