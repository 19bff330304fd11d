// A closure made before a local let/const is declared, run before the declaration:
// Node's ReferenceError, not a default value or a crash. Closures that cannot run
// early (mutual recursion) need no test.
const attempt = (label: string, fn: () => unknown): void => {
  try { console.log(label, fn()); } catch (e) { console.log(label, e instanceof ReferenceError, (e as Error).message); }
};
function decls(): void {
  attempt("decl", () => g());
  let s: string = "s";
  function g(): string { return s + "!"; }
  attempt("decl", () => g());
}
decls();
function nested(): void {
  const outer = (): (() => number[]) => () => arr;
  attempt("nested", () => outer()().length);
  const arr: number[] = [1, 2];
  attempt("nested", () => outer()().length);
}
nested();
function objs(): void {
  const o = { m(): number { return k * 2; }, get v(): number { return k + 1; } };
  attempt("getter", () => o.v);
  attempt("method", () => o.m());
  let k: number = 4;
  k++;
  attempt("getter", () => o.v);
}
objs();
function cls(): void {
  class P { read(): string { return name; } }
  const p = new P();
  attempt("class", () => p.read());
  const name: string = "P";
  attempt("class", () => p.read());
}
cls();
function assign(): void {
  const set = (v: number): void => { cnt = v; };
  const inc = (): void => { cnt++; };
  attempt("set", () => set(1));
  attempt("inc", () => inc());
  let cnt: number = 0;
  set(5); inc();
  console.log(cnt);
}
assign();
function iife(): void {
  try {
    const v: number = ((): number => v + 1)();
    console.log(v);
  } catch (e) { console.log((e as Error).message); }
}
iife();
function destr(): void {
  const f = (): string => a + b;
  attempt("destr", f);
  const a: string = "x", b: string = "y";
  attempt("destr", f);
}
destr();
function fib(): void {
  const f = (n: number): number => (n < 2 ? n : f(n - 1) + f(n - 2));
  const isEven = (n: number): boolean => n === 0 || isOdd(n - 1);
  const isOdd = (n: number): boolean => n !== 0 && isEven(n - 1);
  console.log(f(20), isEven(10), isOdd(9));
}
fib();
