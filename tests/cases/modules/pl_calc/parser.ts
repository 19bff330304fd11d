// Precedence climbing over the tokens; folds constant subtrees with the evaluator.
import { Tok, tokenize, SyntaxError_, type Token } from "./lexer";
import { evaluate, isConstant } from "./evaluator";

export type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "unary"; op: "-"; arg: Expr }
  | { type: "binary"; op: string; left: Expr; right: Expr }
  | { type: "call"; fn: string; args: Expr[] };

const PREC: Record<string, [number, "left" | "right"]> = {
  "+": [1, "left"],
  "-": [1, "left"],
  "*": [2, "left"],
  "/": [2, "left"],
  "%": [2, "left"],
  "^": [4, "right"],
};

export let foldCount = 0;

class Parser {
  private i = 0;
  constructor(private toks: Token[]) {}

  private peek(): Token {
    return this.toks[this.i];
  }
  private next(): Token {
    return this.toks[this.i++];
  }
  private expect(kind: Tok, what: string): Token {
    const t = this.next();
    if (t.kind !== kind) throw new SyntaxError_(`expected ${what}, got '${t.text || "end"}'`, t.pos);
    return t;
  }

  parseAll(): Expr {
    const e = this.expr(0);
    const t = this.peek();
    if (t.kind !== Tok.End) throw new SyntaxError_(`trailing '${t.text}'`, t.pos);
    return e;
  }

  private expr(minPrec: number): Expr {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      if (t.kind !== Tok.Op) break;
      const [prec, assoc] = PREC[t.text];
      if (prec < minPrec) break;
      this.next();
      const right = this.expr(assoc === "left" ? prec + 1 : prec);
      left = fold({ type: "binary", op: t.text, left, right });
    }
    return left;
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.kind === Tok.Op && t.text === "-") {
      this.next();
      return fold({ type: "unary", op: "-", arg: this.expr(3) });
    }
    return this.primary();
  }

  private primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case Tok.Num: {
        const value = Number(t.text);
        if (Number.isNaN(value)) throw new SyntaxError_(`bad number '${t.text}'`, t.pos);
        return { type: "num", value };
      }
      case Tok.Ident: {
        if (this.peek().kind !== Tok.LParen) return { type: "var", name: t.text };
        this.next();
        const args: Expr[] = [];
        if (this.peek().kind !== Tok.RParen) {
          do args.push(this.expr(0));
          while (this.peek().kind === Tok.Comma && this.next());
        }
        this.expect(Tok.RParen, "')'");
        return fold({ type: "call", fn: t.text, args });
      }
      case Tok.LParen: {
        const e = this.expr(0);
        this.expect(Tok.RParen, "')'");
        return e;
      }
      default:
        throw new SyntaxError_(`unexpected '${t.text || "end"}'`, t.pos);
    }
  }
}

function fold(e: Expr): Expr {
  if (e.type === "call" && e.fn === "rand") return e;
  if (!isConstant(e)) return e;
  foldCount++;
  return { type: "num", value: evaluate(e, {}) };
}

export function parse(src: string): Expr {
  return new Parser(tokenize(src)).parseAll();
}

export function show(e: Expr): string {
  switch (e.type) {
    case "num":
      return String(e.value);
    case "var":
      return e.name;
    case "unary":
      return `(-${show(e.arg)})`;
    case "binary":
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case "call":
      return `${e.fn}(${e.args.map(show).join(", ")})`;
  }
}
