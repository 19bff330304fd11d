// Tokenizer, recursive-descent parser and evaluator for arithmetic with variables.
type TokenKind = "num" | "ident" | "op" | "lparen" | "rparen" | "comma" | "eof";

interface Token {
  kind: TokenKind;
  text: string;
  pos: number;
}

type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "unary"; op: "-" | "+"; arg: Expr }
  | { type: "binary"; op: string; left: Expr; right: Expr }
  | { type: "call"; callee: string; args: Expr[] }
  | { type: "assign"; name: string; value: Expr };

class SyntaxError2 extends Error {
  constructor(message: string, readonly pos: number) {
    super(`${message} at ${pos}`);
  }
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9.]/.test(ch)) {
      const start = i;
      while (i < src.length && /[0-9.eE]/.test(src[i])) i++;
      tokens.push({ kind: "num", text: src.slice(start, i), pos: start });
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_]\w*/.exec(src.slice(i))!;
      tokens.push({ kind: "ident", text: m[0], pos: i });
      i += m[0].length;
      continue;
    }
    const two = src.substr(i, 2);
    if (two === "**") {
      tokens.push({ kind: "op", text: two, pos: i });
      i += 2;
      continue;
    }
    const single: Record<string, TokenKind> = { "(": "lparen", ")": "rparen", ",": "comma" };
    if ("+-*/%^=".includes(ch)) tokens.push({ kind: "op", text: ch, pos: i });
    else if (ch in single) tokens.push({ kind: single[ch], text: ch, pos: i });
    else throw new SyntaxError2(`unexpected '${ch}'`, i);
    i++;
  }
  tokens.push({ kind: "eof", text: "", pos: src.length });
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private get peek(): Token {
    return this.tokens[this.i];
  }
  private next(): Token {
    return this.tokens[this.i++];
  }
  private expect(kind: TokenKind): Token {
    const t = this.next();
    if (t.kind !== kind) throw new SyntaxError2(`expected ${kind} but got '${t.text || t.kind}'`, t.pos);
    return t;
  }

  parse(): Expr {
    const e = this.assignment();
    this.expect("eof");
    return e;
  }

  private assignment(): Expr {
    const t = this.peek;
    if (t.kind === "ident" && this.tokens[this.i + 1]?.text === "=") {
      this.i += 2;
      return { type: "assign", name: t.text, value: this.assignment() };
    }
    return this.additive();
  }

  private additive(): Expr {
    let left = this.term();
    while (this.peek.kind === "op" && ["+", "-"].includes(this.peek.text)) {
      const op = this.next().text;
      left = { type: "binary", op, left, right: this.term() };
    }
    return left;
  }

  private term(): Expr {
    let left = this.unary();
    while (this.peek.kind === "op" && "*/%".includes(this.peek.text)) {
      const op = this.next().text;
      left = { type: "binary", op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    const t = this.peek;
    if (t.kind === "op" && (t.text === "-" || t.text === "+")) {
      this.next();
      return { type: "unary", op: t.text, arg: this.unary() };
    }
    return this.power();
  }

  private power(): Expr {
    const base = this.primary();
    if (this.peek.kind === "op" && (this.peek.text === "^" || this.peek.text === "**")) {
      this.next();
      return { type: "binary", op: "^", left: base, right: this.unary() };
    }
    return base;
  }

  private primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "num": {
        const value = Number(t.text);
        if (Number.isNaN(value)) throw new SyntaxError2(`bad number '${t.text}'`, t.pos);
        return { type: "num", value };
      }
      case "ident":
        if (this.peek.kind === "lparen") {
          this.next();
          const args: Expr[] = [];
          if (this.peek.kind !== "rparen") {
            do args.push(this.assignment());
            while (this.peek.kind === "comma" && this.next());
          }
          this.expect("rparen");
          return { type: "call", callee: t.text, args };
        }
        return { type: "var", name: t.text };
      case "lparen": {
        const e = this.assignment();
        this.expect("rparen");
        return e;
      }
      default:
        throw new SyntaxError2(`unexpected '${t.text || t.kind}'`, t.pos);
    }
  }
}

const functions: { [name: string]: (...xs: number[]) => number } = {
  sqrt: Math.sqrt,
  max: (...xs) => Math.max(...xs),
  min: (...xs) => Math.min(...xs),
  abs: Math.abs,
  hypot: (a, b) => Math.sqrt(a * a + b * b),
  avg: (...xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0),
};

function evaluate(e: Expr, env: Map<string, number>): number {
  switch (e.type) {
    case "num":
      return e.value;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new ReferenceError(`undefined variable ${e.name}`);
      return v;
    }
    case "unary":
      return e.op === "-" ? -evaluate(e.arg, env) : +evaluate(e.arg, env);
    case "assign": {
      const v = evaluate(e.value, env);
      env.set(e.name, v);
      return v;
    }
    case "call": {
      const fn = functions[e.callee];
      if (!fn) throw new ReferenceError(`unknown function ${e.callee}`);
      return fn(...e.args.map((a) => evaluate(a, env)));
    }
    case "binary": {
      const l = evaluate(e.left, env), r = evaluate(e.right, env);
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/": return l / r;
        case "%": return l % r;
        case "^": return l ** r;
      }
      throw new Error(`bad operator ${e.op}`);
    }
  }
}

function show(e: Expr): string {
  switch (e.type) {
    case "num": return String(e.value);
    case "var": return e.name;
    case "unary": return `(${e.op}${show(e.arg)})`;
    case "assign": return `${e.name} := ${show(e.value)}`;
    case "call": return `${e.callee}(${e.args.map(show).join(", ")})`;
    case "binary": return `(${show(e.left)} ${e.op} ${show(e.right)})`;
  }
}

const env = new Map<string, number>([["pi", Math.PI]]);
const lines = [
  "x = 3",
  "y = x * 2 + 1",
  "-x ^ 2",
  "2 ** 3 ** 2",
  "(x + y) * (y - x) / 4",
  "hypot(x, 4)",
  "max(1, y, x * 3, 2) % 4",
  "avg()",
  "r = sqrt(2) * pi",
  "1 / 0",
  "0 / 0",
  "1e3 + .5",
  "z + 1",
  "foo(1)",
  "3 + * 4",
  "(1 + 2",
  "4 $ 4",
  "1..2",
];
for (const line of lines) {
  try {
    const ast = new Parser(tokenize(line)).parse();
    const v = evaluate(ast, env);
    console.log(`${line.padEnd(24)} ${show(ast).padEnd(34)} = ${Number.isInteger(v) ? v : v.toFixed(6)}`);
  } catch (err) {
    const kind = err instanceof SyntaxError2 ? "syntax" : err instanceof ReferenceError ? "reference" : "other";
    console.log(`${line.padEnd(24)} ${kind} error: ${(err as Error).message}`);
  }
}
console.log([...env.entries()].map(([k, v]) => `${k}=${+v.toFixed(4)}`).join(" "));
console.log(JSON.stringify(new Parser(tokenize("a = -b + f(1)")).parse()));
