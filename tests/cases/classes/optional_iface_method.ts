// An interface's optional method implemented by a class method: calling it with ?.,
// testing it, reading it as a value (bound to the object, adapted when held differently).
interface Named { name?(): string; size?(n: number): number | undefined; label?: () => string }
class Base { name() { return "base"; } }
class C extends Base implements Named {
  k = 3;
  size(n: number): number { return n * this.k; }
}
class E implements Named { label = () => "lbl"; }
const xs: Named[] = [new C(), new E(), {}, { name: () => "lit" }];
for (const s of xs) {
  console.log(s.name?.(), s.size?.(2), s.label?.());
  console.log(typeof s.name, typeof s.size, "size" in s);
  const f = s.size;
  if (f) console.log("f", typeof f);
  const g = s.name;
  console.log(g ? g() : "none");
  if (s.size) console.log("narrow", s.size(7));
}
