// Recursive functions, arrows and methods whose unannotated parameters have literal defaults: their types are known before the body
function f(n = 0, tag = "t"): string { return n > 3 ? tag + n : f(n + 1, tag); }
console.log(f(), f(2, "x"));
const g = (depth = 1): number => depth > 5 ? depth : g(depth * 2);
console.log(g());
class K { static walk(d = 0, acc = ""): string { return d > 2 ? acc : K.walk(d + 1, acc + d); } }
console.log(K.walk());
