// Tokenizer + recursive-descent expression parser and evaluator.
type Token =
  | { kind: "num"; value: number }
  | { kind: "ident"; name: string }
  | { kind: "op"; op: string }
  | { kind: "lparen" } | { kind: "rparen" } | { kind: "comma" } | { kind: "eof" };

class SyntaxError2 extends Error {
  constructor(message: string, public readonly pos: number) {
    super(`${message} at ${pos}`);
    this.name = "SyntaxError2";
  }
}

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%^])|(\()|(\))|(,))/y;
  let pos = 0;
  while (pos < src.length) {
    re.lastIndex = pos;
    const m = re.exec(src);
    if (!m) {
      if (src.slice(pos).trim() === "") break;
      throw new SyntaxError2(`unexpected '${src[pos]}'`, pos);
    }
    pos = re.lastIndex;
    if (m[1] !== undefined) out.push({ kind: "num", value: parseFloat(m[1]) });
    else if (m[2] !== undefined) out.push({ kind: "ident", name: m[2] });
    else if (m[3] !== undefined) out.push({ kind: "op", op: m[3] });
    else if (m[4]) out.push({ kind: "lparen" });
    else if (m[5]) out.push({ kind: "rparen" });
    else out.push({ kind: "comma" });
  }
  out.push({ kind: "eof" });
  return out;
}

type Expr =
  | { type: "lit"; value: number }
  | { type: "var"; name: string }
  | { type: "unary"; op: "-"; arg: Expr }
  | { type: "bin"; op: string; left: Expr; right: Expr }
  | { type: "call"; fn: string; args: Expr[] };

const PREC: Record<string, [number, boolean]> = {
  "+": [1, false], "-": [1, false], "*": [2, false], "/": [2, false], "%": [2, false], "^": [3, true], "**": [3, true],
};

class Parser {
  private i = 0;
  constructor(private readonly toks: Token[]) {}
  private peek(): Token { return this.toks[this.i]; }
  private next(): Token { return this.toks[this.i++]; }
  parse(): Expr {
    const e = this.expr(0);
    if (this.peek().kind !== "eof") throw new SyntaxError2("trailing input", this.i);
    return e;
  }
  private expr(minPrec: number): Expr {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      if (t.kind !== "op") break;
      const info = PREC[t.op];
      if (!info || info[0] < minPrec) break;
      const [prec, right] = info;
      this.next();
      const rhs = this.expr(right ? prec : prec + 1);
      left = { type: "bin", op: t.op, left, right: rhs };
    }
    return left;
  }
  private unary(): Expr {
    const t = this.peek();
    if (t.kind === "op" && t.op === "-") { this.next(); return { type: "unary", op: "-", arg: this.unary() }; }
    return this.primary();
  }
  private primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "num": return { type: "lit", value: t.value };
      case "ident": {
        if (this.peek().kind === "lparen") {
          this.next();
          const args: Expr[] = [];
          if (this.peek().kind !== "rparen") {
            do { args.push(this.expr(0)); } while (this.peek().kind === "comma" && this.next());
          }
          if (this.next().kind !== "rparen") throw new SyntaxError2("expected )", this.i);
          return { type: "call", fn: t.name, args };
        }
        return { type: "var", name: t.name };
      }
      case "lparen": {
        const e = this.expr(0);
        if (this.next().kind !== "rparen") throw new SyntaxError2("expected )", this.i);
        return e;
      }
      default:
        throw new SyntaxError2(`unexpected ${t.kind}`, this.i - 1);
    }
  }
}

const FUNCS: { [name: string]: (...xs: number[]) => number } = {
  max: (...xs) => Math.max(...xs),
  min: Math.min,
  sqrt: Math.sqrt,
  abs: (x) => Math.abs(x),
  hypot: (...xs) => Math.sqrt(xs.reduce((s, x) => s + x * x, 0)),
};

function evaluate(e: Expr, env: Map<string, number>): number {
  switch (e.type) {
    case "lit": return e.value;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new ReferenceError(`unknown variable ${e.name}`);
      return v;
    }
    case "unary": return -evaluate(e.arg, env);
    case "call": {
      const f = FUNCS[e.fn];
      if (!f) throw new ReferenceError(`unknown function ${e.fn}`);
      return f(...e.args.map((a) => evaluate(a, env)));
    }
    case "bin": {
      const l = evaluate(e.left, env), r = evaluate(e.right, env);
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/": return l / r;
        case "%": return l % r;
        default: return l ** r;
      }
    }
  }
}

function show(e: Expr): string {
  switch (e.type) {
    case "lit": return String(e.value);
    case "var": return e.name;
    case "unary": return `(-${show(e.arg)})`;
    case "bin": return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case "call": return `${e.fn}(${e.args.map(show).join(", ")})`;
  }
}

const env = new Map<string, number>([["x", 3], ["y", 4], ["pi", Math.PI]]);
const inputs = [
  "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x ** 2", "hypot(x, y)", "max(1, x, y * 2) - min(7, 2)",
  "10 / 4 % 2", "sqrt(2) * sqrt(2)", "pi * x ^ 2", "1 / 0", "-1 / 0 + 5", "0 / 0",
  "foo(1)", "z + 1", "3 + * 4", "(1 + 2", "4 $ 4", "  7  ", "abs(-2.5e0)",
];
for (const src of inputs) {
  try {
    const ast = new Parser(tokenize(src)).parse();
    console.log(`${src.padEnd(30)} => ${show(ast)} = ${evaluate(ast, env)}`);
  } catch (err) {
    if (err instanceof SyntaxError2) console.log(`${src.padEnd(30)} !! ${err.name}: ${err.message} [pos ${err.pos}]`);
    else if (err instanceof ReferenceError) console.log(`${src.padEnd(30)} !! ReferenceError: ${err.message}`);
    else throw err;
  }
}
