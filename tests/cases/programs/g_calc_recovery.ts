// Arithmetic calculator: tokenizer, recursive-descent parser with error
// recovery (synchronises at ';'), and an evaluator with variables and functions.

type TokenKind = "num" | "ident" | "op" | "lparen" | "rparen" | "comma" | "semi" | "assign" | "eof";

interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly pos: number;
}

class SyntaxError2 extends Error {
  constructor(message: string, public readonly pos: number) {
    super(message);
    this.name = "SyntaxError2";
  }
}

function tokenize(src: string): { tokens: Token[]; errors: string[] } {
  const tokens: Token[] = [];
  const errors: string[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (/[0-9.]/.test(ch)) {
      const start = i;
      while (i < src.length && /[0-9._]/.test(src[i])) i++;
      if (i < src.length && (src[i] === "e" || src[i] === "E")) {
        i++;
        if (src[i] === "+" || src[i] === "-") i++;
        while (i < src.length && /[0-9]/.test(src[i])) i++;
      }
      tokens.push({ kind: "num", text: src.slice(start, i).replace(/_/g, ""), pos: start });
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const start = i;
      while (i < src.length && /\w/.test(src[i])) i++;
      tokens.push({ kind: "ident", text: src.slice(start, i), pos: start });
      continue;
    }
    if (ch === "*" && src[i + 1] === "*") { tokens.push({ kind: "op", text: "**", pos: i }); i += 2; continue; }
    const single: Record<string, TokenKind> = { "(": "lparen", ")": "rparen", ",": "comma", ";": "semi", "=": "assign" };
    if (ch in single) { tokens.push({ kind: single[ch], text: ch, pos: i }); i++; continue; }
    if ("+-*/%".includes(ch)) { tokens.push({ kind: "op", text: ch, pos: i }); i++; continue; }
    errors.push(`unexpected character '${ch}' at ${i}`);
    i++;
  }
  tokens.push({ kind: "eof", text: "", pos: src.length });
  return { tokens, errors };
}

type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "unary"; op: string; arg: Expr }
  | { type: "binary"; op: string; left: Expr; right: Expr }
  | { type: "call"; callee: string; args: Expr[] };

type Stmt = { type: "let"; name: string; value: Expr } | { type: "expr"; expr: Expr };

class Parser {
  private pos = 0;
  readonly errors: string[] = [];
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token { return this.tokens[this.pos]; }
  private next(): Token { return this.tokens[this.pos++]; }
  private expect(kind: TokenKind, what: string): Token {
    const t = this.peek();
    if (t.kind !== kind) throw new SyntaxError2(`expected ${what} but found ${t.kind === "eof" ? "end of input" : `'${t.text}'`}`, t.pos);
    return this.next();
  }

  parseProgram(): Stmt[] {
    const out: Stmt[] = [];
    while (this.peek().kind !== "eof") {
      try {
        out.push(this.parseStatement());
        if (this.peek().kind !== "eof") this.expect("semi", "';'");
      } catch (e) {
        if (!(e instanceof SyntaxError2)) throw e;
        this.errors.push(`parse error at ${e.pos}: ${e.message}`);
        // Skip to the next statement boundary.
        while (this.peek().kind !== "semi" && this.peek().kind !== "eof") this.next();
        if (this.peek().kind === "semi") this.next();
      }
    }
    return out;
  }

  private parseStatement(): Stmt {
    const t = this.peek();
    if (t.kind === "ident" && t.text === "let") {
      this.next();
      const name = this.expect("ident", "a name").text;
      this.expect("assign", "'='");
      return { type: "let", name, value: this.parseExpr(0) };
    }
    return { type: "expr", expr: this.parseExpr(0) };
  }

  private static readonly prec: ReadonlyMap<string, [number, boolean]> = new Map([
    ["+", [1, false]], ["-", [1, false]],
    ["*", [2, false]], ["/", [2, false]], ["%", [2, false]],
    ["**", [4, true]],
  ]);

  private parseExpr(minPrec: number): Expr {
    let left = this.parseUnary();
    for (;;) {
      const t = this.peek();
      const info = t.kind === "op" ? Parser.prec.get(t.text) : undefined;
      if (!info || info[0] < minPrec) break;
      const [p, rightAssoc] = info;
      this.next();
      const right = this.parseExpr(rightAssoc ? p : p + 1);
      left = { type: "binary", op: t.text, left, right };
    }
    return left;
  }

  private parseUnary(): Expr {
    const t = this.peek();
    if (t.kind === "op" && (t.text === "-" || t.text === "+")) {
      this.next();
      return { type: "unary", op: t.text, arg: this.parseExpr(3) };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "num": {
        const v = Number(t.text);
        if (Number.isNaN(v)) throw new SyntaxError2(`bad number '${t.text}'`, t.pos);
        return { type: "num", value: v };
      }
      case "ident":
        if (this.peek().kind === "lparen") {
          this.next();
          const args: Expr[] = [];
          if (this.peek().kind !== "rparen") {
            do { args.push(this.parseExpr(0)); } while (this.peek().kind === "comma" && this.next());
          }
          this.expect("rparen", "')'");
          return { type: "call", callee: t.text, args };
        }
        return { type: "var", name: t.text };
      case "lparen": {
        const e = this.parseExpr(0);
        this.expect("rparen", "')'");
        return e;
      }
      default:
        throw new SyntaxError2(`unexpected ${t.kind === "eof" ? "end of input" : `'${t.text}'`}`, t.pos);
    }
  }
}

const builtins: Record<string, (...xs: number[]) => number> = {
  max: (...xs) => Math.max(...xs),
  min: (...xs) => Math.min(...xs),
  sqrt: (x) => Math.sqrt(x),
  hypot: (...xs) => Math.hypot(...xs),
  avg: (...xs) => xs.reduce((a, b) => a + b, 0) / xs.length,
};

function evaluate(e: Expr, env: Map<string, number>): number {
  switch (e.type) {
    case "num": return e.value;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new RangeError(`undefined variable ${e.name}`);
      return v;
    }
    case "unary": return e.op === "-" ? -evaluate(e.arg, env) : +evaluate(e.arg, env);
    case "binary": {
      const a = evaluate(e.left, env), b = evaluate(e.right, env);
      switch (e.op) {
        case "+": return a + b;
        case "-": return a - b;
        case "*": return a * b;
        case "/": if (b === 0) throw new RangeError("division by zero"); return a / b;
        case "%": return a % b;
        case "**": return a ** b;
        default: throw new Error(`unknown operator ${e.op}`);
      }
    }
    case "call": {
      const fn = builtins[e.callee];
      if (!fn) throw new ReferenceError(`unknown function ${e.callee}()`);
      return fn(...e.args.map((a) => evaluate(a, env)));
    }
  }
}

function show(e: Expr): string {
  switch (e.type) {
    case "num": return String(e.value);
    case "var": return e.name;
    case "unary": return `(${e.op}${show(e.arg)})`;
    case "binary": return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case "call": return `${e.callee}(${e.args.map(show).join(", ")})`;
  }
}

const source = `
let x = 1_000 * 2;
let y = -x ** 2 / 4 + 3;
2 ** 3 ** 2;
let z = (x + ;
max(x, y, 7) % 13;
let w = avg(1, 2, 3, 4) * sqrt(16) @ 2;
hypot(3, 4) + q;
10 / (5 - 5);
let half = 1e-1 * 5;
min();
foo(1);
(1 + 2 * (3 - 4)
`;

const { tokens, errors: lexErrors } = tokenize(source);
for (const err of lexErrors) console.log("lex:", err);
const parser = new Parser(tokens);
const program = parser.parseProgram();
for (const err of parser.errors) console.log(err);
console.log(`${program.length} statements parsed`);

const env = new Map<string, number>();
program.forEach((stmt, idx) => {
  const label = `#${String(idx + 1).padStart(2, "0")}`;
  try {
    if (stmt.type === "let") {
      const v = evaluate(stmt.value, env);
      env.set(stmt.name, v);
      console.log(`${label} ${stmt.name} = ${show(stmt.value)} => ${v}`);
    } else {
      console.log(`${label} ${show(stmt.expr)} => ${evaluate(stmt.expr, env)}`);
    }
  } catch (e) {
    if (e instanceof Error) console.log(`${label} ${e.name}: ${e.message}`);
    else throw e;
  }
});
console.log([...env].map(([k, v]) => `${k}=${v}`).join(" "));
