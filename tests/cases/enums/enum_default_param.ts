// An enum member as an unannotated default (parameter, arrow, field) gives the enum type, not string.
enum K { A = "a", B = "b" }
function f(k = K.A): K { return k; }
console.log(f(), f(K.B));
enum N { X, Y }
class C { g(n = N.Y) { const m: N = n; return m; } }
console.log(new C().g());
class D { k = K.B; set(x: K) { this.k = x; return this.k; } }
console.log(new D().set(K.A));
const arrow = (n = N.X, k = K.B) => `${n}${k}`;
console.log(arrow(), arrow(N.Y, K.A));
