const enum S { A = "a", B = "b" }
enum N { X = 1, Y }
enum E { P = "p", Q = "q" }
const f = (s: S): string => s.toUpperCase();
const g = (e: E): string => e;
const order = [S.A, S.B];
for (const s of order) console.log(f(s));
const es = [E.P, E.Q];
console.log(es.map(g), [N.X, N.Y].map((n) => N[n]));
let cur = S.A;
cur = S.B;
console.log(f(cur));
