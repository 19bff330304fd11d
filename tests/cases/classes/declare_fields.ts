// A 'declare' field emits nothing: no property until assigned, then after the defined fields.
class D { declare tag?: string; a = 1; constructor(t?: string) { if (t) this.tag = t; } }
console.log(new D("x"), Object.keys(new D("y")), JSON.stringify(new D("z")));
class E extends Error { declare extra?: number; constructor(m: string, x?: number) { super(m); if (x !== undefined) this.extra = x; } }
const e = new E("m", 3);
console.log(e.extra, "extra" in e, "extra" in new E("n"), Object.keys(e));
class Node2 { declare next?: Node2; value: number; constructor(v: number) { this.value = v; } }
const n1 = new Node2(1);
n1.next = new Node2(2);
console.log(n1, "next" in n1.next, n1.next.next === undefined);
