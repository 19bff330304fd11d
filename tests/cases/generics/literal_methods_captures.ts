// Generic methods of object literals made in functions: the variables they capture live in the object.
function make(k: string) {
  let hits = 0;
  const store = new Map<string, unknown>();
  const o = {
    label: "store",
    key<T>(x: T): string { hits++; return k + String(x); },
    put<T>(name: string, v: T) { store.set(name, v); return this; },
    get<T>(name: string, fallback: T): T { hits++; const v = store.get(name); return v === undefined ? fallback : (v as T); },
    pick: <T,>(xs: T[]) => { hits++; return xs[hits % xs.length]; },
    count() { return hits; },
  };
  return o;
}
const s = make("a");
console.log(s.key(1), s.key("b"), s.count());
s.put("n", 5).put("s", "x");
console.log(s.get("n", 0) + 1, s.get("s", "").toUpperCase(), s.get("zz", [1]), s.count());
console.log(s.pick([1, 2, 3]), s.pick(["x", "y"]), s.count());
const t = make("z");
console.log(t.key(true), t.count(), s.count());

function scope<P>(prefix: P) {
  let n = 0;
  return {
    tagAll<T>(xs: T[]) { n += xs.length; return xs.map((x) => String(prefix) + String(x)); },
    run(xs: number[]) { return this.tagAll(xs).join(","); },
    get size() { return n; },
  };
}
const a = scope("#");
console.log(a.run([1, 2]), a.tagAll(["x"]), a.size);
const b = scope(7);
console.log(b.tagAll([true]), b.size, a.size);
console.log(a);
class Svc {
  base = 10;
  helpers() {
    const self = this;
    return { add<T extends number>(x: T): number { return x + self.base; } };
  }
}
console.log(new Svc().helpers().add(5));
function apply(u: typeof a) { return u.tagAll([0]); }
console.log(apply(a));
