// An evaluator over s-expression trees: `number | string | Expr[]`, one array
// type and primitives in a recursive alias.
type Expr = number | string | Expr[];

const env = new Map<string, number>([["x", 4], ["y", 10]]);

function evaluate(e: Expr): number {
  if (typeof e === "number") return e;
  if (typeof e === "string") {
    const v = env.get(e);
    if (v === undefined) throw new Error("unbound " + e);
    return v;
  }
  const [op, ...rest] = e;
  const args = rest.map(evaluate);
  switch (op) {
    case "+": return args.reduce((a, b) => a + b, 0);
    case "*": return args.reduce((a, b) => a * b, 1);
    case "-": return args.length === 1 ? -args[0] : args.slice(1).reduce((a, b) => a - b, args[0]);
    case "max": return Math.max(...args);
    default: throw new Error("unknown operator " + JSON.stringify(op));
  }
}

function show(e: Expr): string {
  if (Array.isArray(e)) return "(" + e.map(show).join(" ") + ")";
  return String(e);
}

function size(e: Expr): number {
  return Array.isArray(e) ? e.reduce((n: number, x) => n + size(x), 1) : 1;
}

const progs: Expr[] = [
  42,
  "x",
  ["+", 1, 2, 3],
  ["*", ["+", "x", 1], ["-", "y", 3]],
  ["max", 3, ["-", 7], ["*", 2, "x", "x"]],
  ["-", 10],
  ["/", 1, 2],
  ["+", "z"],
];
for (const p of progs) {
  try {
    console.log(show(p), "=>", evaluate(p), "size", size(p));
  } catch (err) {
    console.log(show(p), "failed:", (err as Error).message);
  }
}
const parsed = JSON.parse('["*", 2, ["+", "x", "y", 0.5]]') as Expr;
console.log(show(parsed), evaluate(parsed), parsed);
