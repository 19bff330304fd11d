// Static members of generic classes are shared by every instantiation.
class Registry<T> {
  static created = 0;
  static nameOf(kind: string): string {
    return "registry:" + kind;
  }
  static of<U>(kind: string, first: U): Registry<U> {
    const r = new Registry<U>(kind);
    r.put(first);
    return r;
  }
  private entries: T[] = [];
  constructor(readonly kind: string) {
    Registry.created++;
  }
  put(x: T): number {
    this.entries.push(x);
    return this.entries.length;
  }
  list(): T[] {
    return this.entries;
  }
}

const a = new Registry<number>("numbers");
a.put(1);
a.put(2);
const b = Registry.of("strings", "hello");
b.put("world");
const c = Registry.of("flags", true);
console.log(Registry.created, Registry.nameOf(a.kind), Registry.nameOf(b.kind));
console.log(a.list(), b.list(), c.list());
console.log(a, b);
