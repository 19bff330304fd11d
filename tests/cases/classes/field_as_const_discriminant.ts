class N1 { kind = "n1" as const; a = 1; }
class N2 { kind = "n2" as const; b = "x"; }
const ns: (N1 | N2)[] = [new N1(), new N2()];
for (const n of ns) console.log(n.kind === "n2" ? n.b : n.a);
class A { mode = "fast" as const; n = 1 as number; tag = ("t" as "t" | "u"); }
const ia = new A();
ia.tag = "u";
const m: "fast" = ia.mode;
console.log(m, ia.n, ia.tag);
