// `infer` inside a pattern naming one of the program's generic interfaces, aliases
// or classes (Schema<infer T>, Pair<unknown, infer B>), also in a mapped type.
interface Schema<T> {
  parse(input: unknown): T;
}
type Infer<S> = S extends Schema<infer T> ? T : never;
type Box<T> = { value: T };
type Unbox<B> = B extends Box<infer V> ? V : "not a box";
class Pair<A, B> {
  constructor(readonly a: A, readonly b: B) {}
}
type Second<P> = P extends Pair<unknown, infer B> ? B : never;
const num: Schema<number> = { parse: (i) => (typeof i === "number" ? i : 0) };
const n: Infer<typeof num> = num.parse(41) + 1;
const b: Unbox<Box<string>> = "inside";
const nb: Unbox<number> = "not a box";
const p = new Pair("x", [1, 2, 3]);
const s: Second<typeof p> = p.b;
type Shape = Record<string, Schema<unknown>>;
type InferAll<S extends Shape> = { [K in keyof S]: S[K] extends Schema<infer T> ? T : never };
const shape = { id: num, name: { parse: (i: unknown) => String(i) } as Schema<string> };
const row: InferAll<typeof shape> = { id: 3, name: "three" };
console.log(n, b, nb, s.length, row.id + 1, row.name.toUpperCase());
