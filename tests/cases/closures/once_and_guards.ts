// Wrappers around functions: once, call counting, guards and fallbacks.
function once(f: () => number): () => number {
  let called = false;
  let result = 0;
  return () => {
    if (!called) {
      called = true;
      result = f();
    }
    return result;
  };
}
let runs = 0;
const init = once(() => {
  runs++;
  return 42;
});
console.log(init(), init(), init(), runs);

interface Counted {
  fn: (x: number) => number;
  calls: () => number;
}
function counted(f: (x: number) => number): Counted {
  let n = 0;
  return {
    fn: (x) => {
      n++;
      return f(x);
    },
    calls: () => n,
  };
}
const c = counted((x) => x * 3);
const results = [1, 2, 3].map((x) => c.fn(x)).concat([c.fn(10)]);
console.log(results.join(","), c.calls());

// A guard that only lets values through while a budget remains.
function budgeted(budget: number, f: (x: number) => number): (x: number) => number | undefined {
  return (x) => {
    if (budget <= 0) return undefined;
    budget -= x;
    return f(x);
  };
}
const g = budgeted(10, (x) => x * 10);
console.log(g(3), g(4), g(5), g(1));

// Fallback chain: try functions until one returns a value.
type Try = (s: string) => number | undefined;
const parsers: Try[] = [
  (s) => (s.startsWith("0x") ? parseInt(s.slice(2), 16) : undefined),
  (s) => (s.endsWith("%") ? Number(s.slice(0, -1)) / 100 : undefined),
  (s) => {
    const n = Number(s);
    return Number.isNaN(n) ? undefined : n;
  },
];
function parseAny(s: string): number | undefined {
  for (const p of parsers) {
    const r = p(s);
    if (r !== undefined) return r;
  }
  return undefined;
}
console.log(["0xff", "50%", "12.5", "abc", ""].map((s) => String(parseAny(s))).join(" "));

// Toggling between two behaviours held in a mutable function variable.
let mode: (s: string) => string = (s) => s.toUpperCase();
const toggle = () => {
  const prev = mode;
  mode = prev === upper ? lower : upper;
};
const upper = (s: string) => s.toUpperCase();
const lower = (s: string) => s.toLowerCase();
mode = upper;
const outs: string[] = [];
for (let i = 0; i < 4; i++) {
  outs.push(mode("MiXeD"));
  toggle();
}
console.log(outs.join(" "));
