// Type arguments inferred from an object literal argument whose callbacks take
// their parameter types from the context: the other properties infer first.
interface StoreOpts<S, A> { initial: S; reduce: (s: S, a: A) => S; name?: string }
function createStore<S, A>(o: StoreOpts<S, A>, actions: A[]) {
  let s = o.initial;
  for (const a of actions) s = o.reduce(s, a);
  return s;
}
console.log(createStore({ initial: 0, reduce: (s, a) => s + a }, [1, 2, 3]));
console.log(createStore({ initial: "", reduce: (s, a) => s + a.toUpperCase(), name: "x" }, ["a", "b"]));
console.log(createStore({ initial: { n: 0, log: [] as string[] }, reduce: (s, a) => ({ n: s.n + 1, log: [...s.log, a] }) }, ["x", "y"]));
type Handler<T> = { parse: (raw: string) => T; fallback: T; show: (v: T) => string };
function handle<T>(h: Handler<T>, input: string): string {
  try { return h.show(h.parse(input)); } catch { return h.show(h.fallback); }
}
console.log(handle({ fallback: 0, parse: (r) => { const n = Number(r); if (isNaN(n)) throw new Error(); return n; }, show: (v) => "n=" + v.toFixed(1) }, "4"));
console.log(handle({ fallback: [] as number[], parse: (r) => r.split(",").map(Number), show: (v) => v.join("|") }, "1,2"));
function fold<T, R>(xs: T[], o: { init: R; step: (acc: R, x: T) => R }): R { let r = o.init; for (const x of xs) r = o.step(r, x); return r; }
console.log(fold([1, 2, 3], { init: 10, step: (acc, x) => acc * x }));
console.log(fold(["a", "bb"], { init: 0, step: (acc, x) => acc + x.length }));
function createStore2<S>(o: { initial: S, reduce(s: S, a: string): S }) {
  let s = o.initial;
  return { dispatch(a: string) { s = o.reduce(s, a); }, get: () => s };
}
const st2 = createStore2({ initial: 0, reduce(s, a) { return s + a.length; } });
st2.dispatch("abc");
console.log(st2.get());
function make<T>(o: { seed: T; next: (x: T) => T }, n: number): T[] { const r = [o.seed]; for (let i = 1; i < n; i++) r.push(o.next(r[i - 1])); return r; }
console.log(make({ seed: 1, next: x => x * 2 }, 5));
console.log(make({ next: x => x + "!", seed: "a" }, 3));
