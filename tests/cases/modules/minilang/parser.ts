import { BinaryOp, Expr, Stmt } from "./ast";
import { describeToken, MiniSyntaxError, Position, Token, TokenKind } from "./tokens";

// Binary operators by precedence level, lowest first.  "and"/"or" are
// handled separately because they short-circuit.
const LEVELS: BinaryOp[][] = [["==", "!="], ["<", "<=", ">", ">="], [".."], ["+", "-"], ["*", "/", "%"]];

export class Parser {
  private i = 0;
  private fnCounter = 0;

  constructor(private readonly tokens: Token[]) {}

  parseProgram(): Stmt[] {
    const out: Stmt[] = [];
    while (!this.atEnd()) out.push(this.statement());
    return out;
  }

  // ---- token helpers ----

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)];
  }

  private atEnd(): boolean {
    return this.peek().kind === TokenKind.EOF;
  }

  private check(text: string): boolean {
    const t = this.peek();
    return (t.kind === TokenKind.Punct || t.kind === TokenKind.Keyword) && t.text === text;
  }

  private match(...texts: string[]): Token | undefined {
    for (const text of texts) {
      if (this.check(text)) return this.tokens[this.i++];
    }
    return undefined;
  }

  private expect(text: string, context: string): Token {
    const t = this.match(text);
    if (!t) this.fail(`expected '${text}' ${context}, found ${describeToken(this.peek())}`, this.peek());
    return t;
  }

  private ident(context: string): string {
    const t = this.peek();
    if (t.kind !== TokenKind.Ident) this.fail(`expected a name ${context}, found ${describeToken(t)}`, t);
    this.i++;
    return t.text;
  }

  private fail(message: string, at: Position): never {
    throw new MiniSyntaxError(message, at);
  }

  // ---- statements ----

  private block(context: string): Stmt[] {
    this.expect("{", context);
    const body: Stmt[] = [];
    while (!this.check("}")) {
      if (this.atEnd()) this.fail(`unclosed block ${context}`, this.peek());
      body.push(this.statement());
    }
    this.i++;
    return body;
  }

  private statement(): Stmt {
    const t = this.peek();
    if (this.match("let")) {
      const name = this.ident("after 'let'");
      this.expect("=", `after 'let ${name}'`);
      const init = this.expression();
      this.match(";");
      return { kind: "let", name, init };
    }
    if (t.kind === TokenKind.Keyword && t.text === "fn" && this.peek(1).kind === TokenKind.Ident) {
      this.i++;
      const name = this.ident("after 'fn'");
      return { kind: "let", name, init: this.functionRest(name) };
    }
    if (this.match("if")) return this.ifRest();
    if (this.match("while")) {
      const cond = this.expression();
      return { kind: "while", cond, body: this.block("of 'while'") };
    }
    if (this.match("for")) {
      const name = this.ident("after 'for'");
      this.expect("in", "in 'for' loop");
      const iterable = this.expression();
      return { kind: "for", name, iterable, body: this.block("of 'for'"), pos: t };
    }
    if (this.match("return")) {
      const value = this.check("}") || this.check(";") ? null : this.expression();
      this.match(";");
      return { kind: "return", value };
    }
    if (this.match("break")) {
      this.match(";");
      return { kind: "break" };
    }
    if (this.match("continue")) {
      this.match(";");
      return { kind: "continue" };
    }
    if (this.match("throw")) {
      const value = this.expression();
      this.match(";");
      return { kind: "throw", value, pos: t };
    }
    if (this.match("try")) {
      const body = this.block("of 'try'");
      this.expect("catch", "after 'try' block");
      const binding = this.ident("after 'catch'");
      return { kind: "try", body, binding, handler: this.block("of 'catch'") };
    }
    const expr = this.expression();
    const op = this.match("=", "+=", "-=");
    if (op) {
      if (expr.kind !== "var" && expr.kind !== "index" && expr.kind !== "member") {
        this.fail("invalid assignment target", op);
      }
      const value = this.expression();
      this.match(";");
      return { kind: "assign", target: expr, op: op.text as "=" | "+=" | "-=", value, pos: op };
    }
    this.match(";");
    return { kind: "expr", expr };
  }

  private ifRest(): Stmt {
    const cond = this.expression();
    const then = this.block("of 'if'");
    let otherwise: Stmt[] | null = null;
    if (this.match("else")) otherwise = this.match("if") ? [this.ifRest()] : this.block("of 'else'");
    return { kind: "if", cond, then, otherwise };
  }

  private functionRest(name: string): Expr {
    this.expect("(", `after 'fn ${name}'`);
    const params: string[] = [];
    if (!this.check(")")) {
      do {
        const p = this.ident("in parameter list");
        if (params.includes(p)) this.fail(`duplicate parameter '${p}'`, this.tokens[this.i - 1]);
        params.push(p);
      } while (this.match(","));
    }
    this.expect(")", "after parameters");
    if (this.match("=>")) {
      const value = this.expression();
      return { kind: "fn", name, params, body: [{ kind: "return", value }] };
    }
    return { kind: "fn", name, params, body: this.block(`of function '${name}'`) };
  }

  // ---- expressions ----

  expression(): Expr {
    return this.or();
  }

  private or(): Expr {
    let left = this.and();
    while (this.match("or")) left = { kind: "logical", op: "or", left, right: this.and() };
    return left;
  }

  private and(): Expr {
    let left = this.binary(0);
    while (this.match("and")) left = { kind: "logical", op: "and", left, right: this.binary(0) };
    return left;
  }

  private binary(level: number): Expr {
    if (level === LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const op = this.match(...LEVELS[level]);
      if (!op) return left;
      const right = this.binary(level + 1);
      left = { kind: "binary", op: op.text as BinaryOp, left, right, pos: op };
    }
  }

  private unary(): Expr {
    const t = this.match("-", "not");
    if (t) return { kind: "unary", op: t.text === "-" ? "-" : "not", operand: this.unary(), pos: t };
    return this.postfix(this.primary());
  }

  private postfix(e: Expr): Expr {
    for (;;) {
      const t = this.peek();
      if (this.match("(")) {
        const args: Expr[] = [];
        if (!this.check(")")) {
          do args.push(this.expression());
          while (this.match(","));
        }
        this.expect(")", "after arguments");
        e = { kind: "call", callee: e, args, pos: t };
      } else if (this.match("[")) {
        const index = this.expression();
        this.expect("]", "after index");
        e = { kind: "index", target: e, index, pos: t };
      } else if (this.match(".")) {
        e = { kind: "member", target: e, name: this.ident("after '.'"), pos: t };
      } else {
        return e;
      }
    }
  }

  private primary(): Expr {
    const t = this.peek();
    switch (t.kind) {
      case TokenKind.Number:
        this.i++;
        return { kind: "num", value: t.value as number };
      case TokenKind.String:
        this.i++;
        return { kind: "str", value: t.value as string };
      case TokenKind.Ident:
        this.i++;
        return { kind: "var", name: t.text, pos: t };
      case TokenKind.Keyword:
        if (this.match("true")) return { kind: "bool", value: true };
        if (this.match("false")) return { kind: "bool", value: false };
        if (this.match("nil")) return { kind: "nil" };
        if (this.match("fn")) return this.functionRest(`<anonymous#${++this.fnCounter}>`);
        break;
      case TokenKind.Punct:
        if (this.match("(")) {
          const e = this.expression();
          this.expect(")", "to close '('");
          return e;
        }
        if (this.match("[")) {
          const items: Expr[] = [];
          while (!this.check("]")) {
            items.push(this.expression());
            if (!this.match(",")) break;
          }
          this.expect("]", "to close list");
          return { kind: "list", items };
        }
        if (this.match("{")) {
          const fields: Array<[string, Expr]> = [];
          while (!this.check("}")) {
            const key = this.peek().kind === TokenKind.String ? (this.tokens[this.i++].value as string) : this.ident("as record key");
            this.expect(":", `after key '${key}'`);
            fields.push([key, this.expression()]);
            if (!this.match(",")) break;
          }
          this.expect("}", "to close record");
          return { kind: "record", fields };
        }
        break;
      case TokenKind.EOF:
        break;
    }
    return this.fail(`unexpected ${describeToken(t)}`, t);
  }
}

export function parse(tokens: Token[]): Stmt[] {
  return new Parser(tokens).parseProgram();
}
