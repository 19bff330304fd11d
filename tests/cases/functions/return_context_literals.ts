// A function checked against a function type: its returned literals take the
// declared result as their context (a tuple, an object or null, through a
// conditional or a chain of && / ||), as tsc gives them.
type R = { value: [string, number] } | null;
const h1: () => [string, number] = () => { return ["a", 1]; };
const h2: (b: boolean) => { v: [string, number] } | null = (b) => { return b ? { v: ["a", 1] } : null; };
const h3: (s: { s: string } | null) => R = (s) => { return s && { value: [s.s, s.s.length] }; };
function f(a: { s: string } | null, b: { n: number } | null): R {
  return a && b && { value: [a.s, b.n] };
}
console.log(h1(), h2(true), h2(false), h3({ s: "zz" }), h3(null), f({ s: "q" }, { n: 4 }), f(null, { n: 1 }));
