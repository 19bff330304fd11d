// `"x" in o` on interfaces, records, class instances, Maps and errors.
interface P { x?: number; y?: string }
const p: P = { x: undefined };
console.log("x" in p, "y" in p);
const q: P = {};
q.y = "s";
console.log("y" in q);
delete q.y;
console.log("y" in q);

class A { get g() { return 1; } static s = 1; private z = 2; }
class B extends A { w?: number; }
const b = new B();
console.log("g" in b, "w" in b, "z" in b, "constructor" in b, "s" in b);

// a `declare` field defines no property until one is assigned
class D {
  declare tag?: string;
  constructor(tag?: string) { if (tag !== undefined) this.tag = tag; }
}
console.log("tag" in new D(), "tag" in new D("t"), Object.keys(new D()), Object.keys(new D("t")));
console.log(new D(), new D("u"));

const m = new Map<string, number>();
const s = new Set<number>();
console.log("get" in m, "size" in m, "x" in m, "add" in m, "add" in s, "get" in s, "has" in s);

const rec: Record<string, number> = { a: 1 };
rec.k = 1;
delete rec.k;
console.log("a" in rec, "k" in rec, "valueOf" in rec);

const e = new Error("x");
console.log("message" in e, "stack" in e, "cause" in e, "name" in e);
console.log("cause" in new Error("x", {}), "cause" in new Error("x", { cause: undefined }));
console.log("cause" in new Error("x", { cause: 0 }), new Error("x", { cause: 0 }).cause);
try {
  JSON.parse("{");
} catch (err) {
  console.log(err instanceof Error && "cause" in err);
}
const d = new D();
console.log(d.tag === undefined, d.tag ?? "none", new D("v").tag);
