// Utility types of `any`, as a generic class instantiated with any has them:
// Partial<any>, Omit<any, K>, Readonly<any> and the others are any.
interface Row {
  id: number;
}
class Table<T extends Row> {
  rows: T[] = [];
  insert(data: Omit<T, "id">): T {
    const r = { ...data, id: this.rows.length + 1 } as T;
    this.rows.push(r);
    return r;
  }
  patch(p: Partial<T>): number {
    return Object.keys(p).length;
  }
  freeze(x: Readonly<T>): Readonly<T> {
    return x;
  }
}
const loose = new Table<any>();
const r = loose.insert({ name: "x", tags: ["a"] });
console.log(r.id, r.name, loose.patch({ name: "y", n: 1 }), loose.freeze(r).tags);
type F = (a: number) => string;
const fr: ReturnType<any> = 5;
const nn: NonNullable<any> = "s";
const aw: Awaited<any> = true;
console.log(fr, nn, aw);
interface Author extends Row {
  name: string;
}
const typed = new Table<Author>();
console.log(typed.insert({ name: "Ada" }).id, typed.patch({ name: "B" }));
const f: F = (a) => String(a);
console.log(f(2));
