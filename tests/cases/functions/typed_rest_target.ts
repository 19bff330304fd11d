// A function without a rest parameter is assignable to `(...args: E[]) => R` when
// its parameters take an E (tsc); unannotated parameters get the type E.
type Handler = (...args: string[]) => void;
const handlers: Handler[] = [(a) => console.log("h1", a), (a, b) => console.log("h2", a, b), () => console.log("h3")];
for (const h of handlers) h("x", "y", "z");
function fmt(label: string, value?: string) { return `${label}=${value ?? "none"}`; }
const f: (...parts: string[]) => string = fmt;
console.log(f("a"), f("a", "b"), f("a", "b", "c"));
const sum: (...n: number[]) => number = (a, b) => a + (b ?? 0);
console.log(sum(1, 2), sum(5, 0));
const reg = new Map<string, (...a: number[]) => number>();
reg.set("double", x => x * 2);
reg.set("add", (x, y) => x + y);
console.log(reg.get("double")!(21), reg.get("add")!(1, 2, 3));
const builtins: { [k: string]: (...a: number[]) => number } = {
  max: (...a) => Math.max(...a),
  abs: Math.abs,
  fact: n => (n <= 1 ? 1 : n * builtins.fact(n - 1)),
};
console.log(builtins.abs(-3, 4), builtins.fact(5), builtins.max(1, 9), Object.keys(builtins));
