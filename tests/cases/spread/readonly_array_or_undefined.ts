// `readonly T[] | undefined` (readonly binds to the first member of the union, which tree-sitter reads over
// the whole union) and spreads of values that may be undefined: ...(c ? o : undefined), [...(xs ?? [])].
const cond0 = Math.random() > 2;
const ro: readonly number[] | undefined = cond0 ? [1] : undefined;
console.log([...(ro ?? [])], ro?.length);
function f(x: readonly string[] | null): number { return x ? x.length : -1; }
console.log(f(null), f(["a", "b"]));
function g(x: readonly string[][] | number): string { return typeof x === "number" ? "n" : x.flat().join(); }
console.log(g(1), g([["a"], ["b"]]));
interface Cfg { readonly tags?: readonly string[] | undefined; }
const cfg: Cfg = {};
console.log([...(cfg.tags ?? [])].length);
const cond = Math.random() > 2;
const extra = { b: 2 };
const o1 = { a: 1, ...(cond ? extra : undefined) };
console.log(o1);
const o2 = { a: 1, ...(cond ? undefined : extra) };
console.log(o2);
const maybe: { c: number } | undefined = cond ? { c: 3 } : undefined;
const o3 = { ...maybe, d: 4 };
console.log(o3);
const xs: number[] | undefined = cond ? [1] : undefined;
console.log([...(xs ?? [])]);
const ys: number[] | undefined = cond ? undefined : [5, 6];
console.log([...(ys ?? [])], [0, ...(ys ?? [])]);
const o4 = { a: 1, ...(cond && extra) };
console.log(o4);
const o5 = { ...(cond ? { x: 1 } : {}) };
console.log(o5);
type P1 = { a: number; b?: string };
const base1: P1 = { a: 1 };
function mk(extra1?: Partial<P1>): P1 { return { ...base1, ...(extra1 ? extra1 : undefined) }; }
console.log(mk(), mk({ b: "x" }));
const r: P1 = { a: 2, ...(cond ? { b: "y" } : undefined) };
console.log(r);
const ro1: readonly number[] | undefined = cond ? [1] : undefined;
console.log([...(ro1 ?? [])]);
function sum1(...n: number[]): number { return n.reduce((x, y) => x + y, 0); }
const xs1: number[] | undefined = cond ? [1, 2] : undefined;
console.log(sum1(...(xs1 ?? [])));
const extraField = cond ? { c: true } : undefined;
const o21 = { ...base1, ...extraField };
console.log(o21);
const list = [{ id: 1 }, { id: 2 }];
const found = list.find((x) => x.id === 3);
console.log({ ...found, seen: true });
const str1: string | undefined = cond ? "ab" : undefined;
console.log([...(str1 ?? "")]);
class C { items?: string[]; all(): string[] { return [...(this.items ?? []), "z"]; } }
console.log(new C().all());
