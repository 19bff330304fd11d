// infer in Map, ReadonlyMap, Set and Record<string, ...> patterns.
type KeyOf<T> = T extends Map<infer K, unknown> ? K : never;
type ValOf<T> = T extends ReadonlyMap<unknown, infer V> ? V : never;
type Elem<T> = T extends Set<infer E> ? E : "no";
type DictVal<T> = T extends Record<string, infer V> ? V : "no";
const m = new Map<string, number[]>([["a", [1]]]);
const k: KeyOf<typeof m> = "key";
const v: ValOf<typeof m> = [1, 2];
const e: Elem<Set<boolean>> = true;
const n: Elem<number> = "no";
const scores: Record<string, number> = { a: 1 };
const d: DictVal<typeof scores> = 5;
console.log(k, v.length, e, n, d + 1);
