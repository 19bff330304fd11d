// Mapped types over keyof T keep T's optional and readonly modifiers; -readonly,
// +readonly, -? and +? change them.
interface Opts { retries?: number; readonly name: string; verbose?: boolean }
type Mut<T> = { -readonly [K in keyof T]: T[K] };
const mu: Mut<Opts> = { name: "n" };
mu.name = "changed";
console.log(mu, mu.retries ?? "none");
type Req<T> = { [K in keyof T]-?: T[K] };
const rq: Req<Opts> = { retries: 1, name: "r", verbose: false };
console.log(rq.retries + 1, rq.verbose);
type Flags<T> = { [K in keyof T]: boolean };
const fl: Flags<Opts> = { name: true };
console.log(fl, fl.verbose ?? "unset");
type Opt2<T> = { [K in keyof T]+?: T[K] };
const o2: Opt2<{ a: number; b: string }> = { b: "x" };
console.log(o2);
type Frozen<T> = { +readonly [K in keyof T]: T[K] };
const fr: Frozen<{ a: number }> = { a: 1 };
console.log(fr.a);
