// Discriminated-union interpreter and a state machine
type Expr =
  | { kind: "num"; value: number }
  | { kind: "str"; value: string }
  | { kind: "var"; name: string }
  | { kind: "bin"; op: "+" | "-" | "*" | "/" | "<"; left: Expr; right: Expr }
  | { kind: "let"; name: string; init: Expr; body: Expr }
  | { kind: "if"; cond: Expr; then: Expr; else: Expr }
  | { kind: "call"; fn: string; args: Expr[] };

type Value = number | string | boolean;

function assertNever(x: never): never {
  throw new Error(`unexpected: ${JSON.stringify(x)}`);
}

class Env {
  private vars = new Map<string, Value>();
  constructor(private readonly parent?: Env) {}
  get(name: string): Value {
    const v = this.vars.get(name);
    if (v !== undefined) return v;
    if (this.parent) return this.parent.get(name);
    throw new ReferenceError(`unbound ${name}`);
  }
  extend(name: string, v: Value): Env {
    const e = new Env(this);
    e.vars.set(name, v);
    return e;
  }
}

const builtins: Record<string, (...args: Value[]) => Value> = {
  max: (...a) => Math.max(...a.map(Number)),
  len: (s) => String(s).length,
  upper: (s) => String(s).toUpperCase(),
};

function evaluate(e: Expr, env: Env): Value {
  switch (e.kind) {
    case "num":
    case "str":
      return e.value;
    case "var":
      return env.get(e.name);
    case "bin": {
      const l = evaluate(e.left, env);
      const r = evaluate(e.right, env);
      switch (e.op) {
        case "+":
          return typeof l === "string" || typeof r === "string" ? `${l}${r}` : Number(l) + Number(r);
        case "-":
          return Number(l) - Number(r);
        case "*":
          return Number(l) * Number(r);
        case "/":
          if (r === 0) throw new RangeError("division by zero");
          return Number(l) / Number(r);
        case "<":
          return l < r;
        default:
          return assertNever(e.op);
      }
    }
    case "let":
      return evaluate(e.body, env.extend(e.name, evaluate(e.init, env)));
    case "if":
      return evaluate(e.cond, env) ? evaluate(e.then, env) : evaluate(e.else, env);
    case "call": {
      const f = builtins[e.fn];
      if (!f) throw new Error(`no function ${e.fn}`);
      return f(...e.args.map((a) => evaluate(a, env)));
    }
    default:
      return assertNever(e);
  }
}

function show(e: Expr): string {
  switch (e.kind) {
    case "num":
      return String(e.value);
    case "str":
      return JSON.stringify(e.value);
    case "var":
      return e.name;
    case "bin":
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case "let":
      return `let ${e.name} = ${show(e.init)} in ${show(e.body)}`;
    case "if":
      return `if ${show(e.cond)} then ${show(e.then)} else ${show(e.else)}`;
    case "call":
      return `${e.fn}(${e.args.map(show).join(", ")})`;
  }
}

const num = (value: number): Expr => ({ kind: "num", value });
const v = (name: string): Expr => ({ kind: "var", name });
const bin = (op: "+" | "-" | "*" | "/" | "<", left: Expr, right: Expr): Expr => ({ kind: "bin", op, left, right });

const programs: Expr[] = [
  bin("+", num(1), bin("*", num(2), num(3))),
  { kind: "let", name: "x", init: num(5), body: bin("*", v("x"), v("x")) },
  { kind: "if", cond: bin("<", num(2), num(1)), then: { kind: "str", value: "yes" }, else: { kind: "str", value: "no" } },
  { kind: "call", fn: "max", args: [num(3), num(9), bin("-", num(20), num(4))] },
  bin("+", { kind: "str", value: "n=" }, num(7)),
  { kind: "call", fn: "len", args: [{ kind: "call", fn: "upper", args: [{ kind: "str", value: "hello" }] }] },
  bin("/", num(1), num(0)),
  v("missing"),
  { kind: "call", fn: "nope", args: [] },
];

for (const p of programs) {
  try {
    console.log(show(p), "=>", evaluate(p, new Env()));
  } catch (err) {
    if (err instanceof RangeError || err instanceof ReferenceError) console.log(show(p), "!!", err.name, err.message);
    else if (err instanceof Error) console.log(show(p), "!!", err.message);
  }
}

// A connection state machine
type State =
  | { tag: "idle" }
  | { tag: "connecting"; attempt: number }
  | { tag: "connected"; since: number }
  | { tag: "failed"; reason: string };

type Ev = { type: "connect" } | { type: "ok"; at: number } | { type: "error"; reason: string } | { type: "reset" };

const MAX_ATTEMPTS = 3;

function step(s: State, ev: Ev): State {
  switch (s.tag) {
    case "idle":
      return ev.type === "connect" ? { tag: "connecting", attempt: 1 } : s;
    case "connecting":
      switch (ev.type) {
        case "ok":
          return { tag: "connected", since: ev.at };
        case "error":
          return s.attempt >= MAX_ATTEMPTS ? { tag: "failed", reason: ev.reason } : { tag: "connecting", attempt: s.attempt + 1 };
        case "reset":
          return { tag: "idle" };
        case "connect":
          return s;
      }
    case "connected":
      return ev.type === "error" ? { tag: "failed", reason: ev.reason } : ev.type === "reset" ? { tag: "idle" } : s;
    case "failed":
      return ev.type === "reset" ? { tag: "idle" } : s;
  }
}

function describe(s: State): string {
  switch (s.tag) {
    case "idle": return "idle";
    case "connecting": return `connecting (try ${s.attempt})`;
    case "connected": return `connected since t=${s.since}`;
    case "failed": return `failed: ${s.reason}`;
    default: { const _exhaustive: never = s; return _exhaustive; }
  }
}

const events: Ev[] = [
  { type: "connect" }, { type: "error", reason: "timeout" }, { type: "error", reason: "timeout" },
  { type: "ok", at: 17 }, { type: "error", reason: "peer reset" }, { type: "reset" }, { type: "connect" },
  { type: "error", reason: "a" }, { type: "error", reason: "b" }, { type: "error", reason: "dns" },
];
let state: State = { tag: "idle" };
const hist = events.map((ev) => (state = step(state, ev)));
hist.forEach((s, i) => console.log(String(i).padStart(2), describe(s)));
console.log(JSON.stringify(state));
