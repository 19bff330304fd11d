// Evaluates parsed expressions; imports the parser back (a legal cycle: used only after load).
import { parse, type Expr } from "./parser";

export type Env = Record<string, number>;

const FUNCS: { [name: string]: (...xs: number[]) => number } = {
  sqrt: Math.sqrt,
  abs: Math.abs,
  min: Math.min,
  max: Math.max,
  hypot: (a, b) => Math.hypot(a, b),
  avg: (...xs) => xs.reduce((s, x) => s + x, 0) / xs.length,
};

let seed = 7;
FUNCS.rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

export class EvalError extends Error {}

export function isConstant(e: Expr): boolean {
  switch (e.type) {
    case "num":
      return true;
    case "var":
      return false;
    case "unary":
      return isConstant(e.arg);
    case "binary":
      return isConstant(e.left) && isConstant(e.right);
    case "call":
      return e.fn in FUNCS && e.args.every(isConstant);
  }
}

export function evaluate(e: Expr, env: Env): number {
  switch (e.type) {
    case "num":
      return e.value;
    case "var": {
      const v = env[e.name];
      if (v === undefined) throw new EvalError(`unknown variable '${e.name}'`);
      return v;
    }
    case "unary":
      return -evaluate(e.arg, env);
    case "binary": {
      const a = evaluate(e.left, env);
      const b = evaluate(e.right, env);
      switch (e.op) {
        case "+": return a + b;
        case "-": return a - b;
        case "*": return a * b;
        case "/":
          if (b === 0) throw new EvalError("division by zero");
          return a / b;
        case "%": return a % b;
        case "^": return a ** b;
        default: throw new EvalError(`bad operator ${e.op}`);
      }
    }
    case "call": {
      const f = FUNCS[e.fn];
      if (!f) throw new EvalError(`unknown function '${e.fn}'`);
      return f(...e.args.map((a) => evaluate(a, env)));
    }
  }
}

export function calc(src: string, env: Env = {}): number {
  return evaluate(parse(src), env);
}
