// Conditional types over concrete instantiations: distribution over unions, infer in Promise/array/tuple/function/object patterns
type Unwrap<T> = T extends Promise<infer U> ? U : T;
type ElementOf<T> = T extends (infer E)[] ? E : T extends ReadonlyArray<infer R> ? R : never;
type NonNull<T> = T extends null | undefined ? never : T;
type IsString<T> = T extends string ? "yes" : "no";
type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Ret<F> = F extends (...args: never[]) => infer R ? R : never;
type First<T> = T extends [infer H, ...unknown[]] ? H : never;
type PropType<T, K extends string> = T extends { [P in K]: infer V } ? V : never;
type Flags<T> = { [K in keyof T]: T[K] extends Function ? never : boolean };
function add(a: number, b: string): string { return a + b; }
const a1: Unwrap<Promise<string[]>> = ["x"];
const a2: Unwrap<number> = 4;
const e1: ElementOf<number[]> = 5;
const n1: NonNull<string | undefined | null> = "s";
const y: IsString<"lit"> = "yes";
const nn: IsString<number> = "no";
const dist: IsString<string | number>[] = ["yes", "no"];
const args: Args<typeof add> = [1, "b"];
const r: Ret<typeof add> = add(...args);
const f: First<[boolean, number]> = true;
type Box = { value: number; label: string };
const v: Box extends { value: infer V } ? V : never = 42;
console.log(a1, a2, e1, n1, y, nn, dist, args, r, f, v);
async function fetchLen(): Promise<number> { return 3; }
type R2 = Unwrap<ReturnType<typeof fetchLen>>;
const r2: R2 = 9;
console.log(r2);
type Zero<F> = F extends () => infer R ? R : "needs args";
const z1: Zero<() => number> = 1;
const z2: Zero<(a: number) => number> = "needs args";
type Deep<T> = T extends Promise<infer U> ? Deep<U> : T;
const d: Deep<Promise<Promise<boolean>>> = false;
type Bools<T> = T extends true ? 1 : 0;
const bs: Bools<boolean>[] = [1, 0];
console.log(z1, z2, d, bs);
