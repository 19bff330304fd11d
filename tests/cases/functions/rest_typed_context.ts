// Functions stored where `(...xs: T[]) => R` is wanted: fixed-arity functions
// (built-ins, declarations, arrows whose parameters take T from the context).
type Reducer = (...xs: number[]) => number;
const ops: { [name: string]: Reducer } = {
  max: Math.max,
  sqrt: Math.sqrt,
  hyp: (a, b) => Math.hypot(a, b),
  sum: (...xs) => xs.reduce((s, x) => s + x, 0),
  first: (x) => x,
};
function avg3(a: number, b: number, c: number): number {
  return (a + b + c) / 3;
}
ops.avg3 = avg3;
for (const [name, f] of Object.entries(ops)) console.log(name, f(9, 16, 2));
const labels: Array<(...parts: string[]) => string> = [(a, b) => `${a}-${b}`, (s) => s.toUpperCase(), (...p) => p.join("/")];
console.log(labels.map((f) => f("x", "y", "z")));
const r: Reducer = avg3;
console.log(r(3, 4, 5), [1, 2, 3].map((x) => ops.first(x, 0)));
// identity: a built-in used as a value is one function; converting a function twice gives one adapter
const same: Reducer = Math.max;
console.log(same === Math.max, ops.max === Math.max, Math.min === Math.min);
function twice(x: number): number {
  return 2 * x;
}
const f1: (...a: number[]) => number = twice;
const f2: (...a: number[]) => number = twice;
const f3: (...a: any[]) => number = twice;
const f4: (...a: any[]) => number = twice;
console.log(f1 === f2, f3 === f4, f1(21), f3(4));
