class A { a = 1; }
class B { b = "x"; }
class C extends A { c = true; }
const xs: (A | B)[] = [new A(), new B(), new C()];
console.log(xs.map((e) => e.constructor.name));
const m: A | B | undefined = Math.random() < 2 ? new C() : undefined;
if (m) console.log(m.constructor.name);
const ys = [new A(), new B()];
for (const y of ys) console.log(y.constructor.name.toLowerCase());
