// a tiny expression parser + evaluator, written the usual way
type Token = { kind: "num"; value: number } | { kind: "op"; op: string } | { kind: "paren"; open: boolean } | { kind: "ident"; name: string };

class Lexer {
  private pos = 0;
  constructor(private readonly src: string) {}
  *tokens(): Generator<Token> {
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos];
      if (/\s/.test(ch)) { this.pos++; continue; }
      if (/[0-9.]/.test(ch)) {
        const start = this.pos;
        while (this.pos < this.src.length && /[0-9.]/.test(this.src[this.pos])) this.pos++;
        yield { kind: "num", value: parseFloat(this.src.slice(start, this.pos)) };
      } else if (/[a-z]/i.test(ch)) {
        let name = "";
        while (this.pos < this.src.length && /[a-z0-9_]/i.test(this.src[this.pos])) name += this.src[this.pos++];
        yield { kind: "ident", name };
      } else if ("+-*/^%".includes(ch)) { this.pos++; yield { kind: "op", op: ch }; }
      else if (ch === "(" || ch === ")") { this.pos++; yield { kind: "paren", open: ch === "(" }; }
      else throw new SyntaxError(`Unexpected '${ch}' at ${this.pos}`);
    }
  }
}

type Expr = { type: "lit"; v: number } | { type: "var"; name: string } | { type: "bin"; op: string; l: Expr; r: Expr } | { type: "neg"; e: Expr };

class Parser {
  private toks: Token[];
  private i = 0;
  constructor(src: string) { this.toks = [...new Lexer(src).tokens()]; }
  private peek(): Token | undefined { return this.toks[this.i]; }
  private next(): Token { const t = this.toks[this.i++]; if (!t) throw new SyntaxError("Unexpected end"); return t; }
  private static prec: Record<string, number> = { "+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3 };
  parse(): Expr { const e = this.expr(0); if (this.i < this.toks.length) throw new SyntaxError("Trailing input"); return e; }
  private expr(min: number): Expr {
    let lhs = this.unary();
    for (;;) {
      const t = this.peek();
      if (!t || t.kind !== "op") break;
      const p = Parser.prec[t.op];
      if (p < min) break;
      this.next();
      const rhs = this.expr(t.op === "^" ? p : p + 1);
      lhs = { type: "bin", op: t.op, l: lhs, r: rhs };
    }
    return lhs;
  }
  private unary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "num": return { type: "lit", v: t.value };
      case "ident": return { type: "var", name: t.name };
      case "op": if (t.op === "-") return { type: "neg", e: this.unary() }; break;
      case "paren": if (t.open) { const e = this.expr(0); const c = this.next(); if (c.kind !== "paren" || c.open) throw new SyntaxError("Expected )"); return e; }
    }
    throw new SyntaxError(`Unexpected token ${JSON.stringify(t)}`);
  }
}

function evaluate(e: Expr, env: Map<string, number>): number {
  switch (e.type) {
    case "lit": return e.v;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new ReferenceError(`${e.name} is not defined`);
      return v;
    }
    case "neg": return -evaluate(e.e, env);
    case "bin": {
      const l = evaluate(e.l, env), r = evaluate(e.r, env);
      switch (e.op) {
        case "+": return l + r; case "-": return l - r; case "*": return l * r;
        case "/": return l / r; case "%": return l % r; case "^": return l ** r;
        default: throw new Error("bad op " + e.op);
      }
    }
  }
}
const show = (e: Expr): string => e.type === "lit" ? String(e.v) : e.type === "var" ? e.name : e.type === "neg" ? `(-${show(e.e)})` : `(${show(e.l)} ${e.op} ${show(e.r)})`;
const env = new Map<string, number>([["x", 3], ["y", 4], ["pi", Math.PI]]);
for (const src of ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x + y * 2", "x * x + y * y", "pi * 2", "10 / 4 % 2", "z + 1", "1 +", "3 $ 4", "((2)"]) {
  try {
    const ast = new Parser(src).parse();
    console.log(src.padEnd(14), "=>", show(ast), "=", evaluate(ast, env));
  } catch (err) {
    if (err instanceof SyntaxError || err instanceof ReferenceError) console.log(src.padEnd(14), "!!", err.name, err.message);
    else throw err;
  }
}
