// A type parameter that only a callback in an object literal argument returns
// (its parameters typed by the context) is inferred from that callback, for an
// inline object type, a generic interface and a generic alias, as tsc does.
interface Spec<T> {
  name: string;
  run: (n: number) => Promise<T>;
}
async function exec<T>(s: Spec<T>): Promise<T> {
  return s.run(2);
}
function sync<T>(s: { name: string; run: (n: number) => T }): T {
  return s.run(2);
}
type Reducer<S, A> = { initial: S; reduce: (state: S, action: A) => S };
function fold<S, A>(r: Reducer<S, A>, actions: A[]): S {
  return actions.reduce(r.reduce, r.initial);
}
interface Mapper<I, O> { from: I[]; map: (x: I, i: number) => O }
function apply<I, O>(m: Mapper<I, O>): O[] {
  return m.from.map(m.map);
}
async function main(): Promise<void> {
  console.log((await exec({ name: "double", run: async (n) => n * 2.5 })).toFixed(2));
  console.log((await exec({ name: "label", run: async (n) => `#${n}` })).padStart(5, "."));
  console.log((await exec({ name: "pair", run: (n) => Promise.resolve([n, n]) })).length);
  console.log(sync({ name: "s", run: (n) => ({ n, sq: n * n }) }).sq);
  console.log(fold({ initial: 0, reduce: (s, a: number) => s + a }, [1, 2, 3]).toFixed(1));
  const words = apply({ from: [3, 1, 2], map: (x, i) => "ab".repeat(x) + i });
  console.log(words.map((w) => w.toUpperCase()).join(" "));
}
main();
