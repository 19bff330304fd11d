// `return f()` in a function whose result is undefined (void, undefined, never, a generic instantiated at never) calls f:
// the call was dropped and only the return kept.
function u(): undefined { console.log("u"); return undefined; }
function v(): void { console.log("v"); }
const a1 = (): void => u();
const a2 = () => u();
const a3 = (): undefined => u();
const a4 = () => { return v(); };
a1(); a2(); a3(); a4();
class C { m(): void { return u(); } n(): undefined { return u(); } }
new C().m(); new C().n();
async function as1(): Promise<void> { return u(); }
async function as2(): Promise<undefined> { return u(); }
function* g1(): Generator<number, void> { yield 1; return u(); }
[...g1()];
function outer(): void { const f = () => v(); return f(); }
outer();
as1().then(() => as2()).then(() => console.log("done"));
function never1(): never { throw new Error("n1"); }
function wrap(): string { return never1(); }
try { wrap(); } catch (e) { console.log((e as Error).message); }
function wrapv(): void { return never1(); }
try { wrapv(); } catch (e) { console.log((e as Error).message); }
const an = (): never => never1();
try { an(); } catch (e) { console.log((e as Error).message); }
function gen<T>(f: () => T): T { console.log("in gen"); return f(); }
try { const v = gen(never1); console.log("after", v); } catch (e) { console.log((e as Error).message); }
function h(): never { return never1(); }
try { h(); } catch (e) { console.log("caught", (e as Error).message); }
