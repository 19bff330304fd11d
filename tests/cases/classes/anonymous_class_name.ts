// constructor.name of an instance of an anonymous class expression (a
// mixin's) is "", while an object literal's is "Object".
type Ctor<T = {}> = new (...args: any[]) => T;
class Base {
  kind(): string {
    return this.constructor.name;
  }
}
function Tagged<TBase extends Ctor<Base>>(B: TBase) {
  return class extends B {
    tag = "t";
  };
}
const T = Tagged(Base);
const t = new T();
const counts = new Map<string, number>();
for (const o of [t, new Base(), new T()]) counts.set(o.kind(), (counts.get(o.kind()) ?? 0) + 1);
console.log(JSON.stringify(t.kind()), counts, t.constructor.name.length);
let Named = class {
  x = 1;
};
console.log(new Named().constructor.name);
