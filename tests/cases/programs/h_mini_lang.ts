// A small language: tokenizer, recursive-descent parser producing class-based
// AST nodes, and a tree-walking evaluator with closures and line:col errors.

type TokenKind = "num" | "str" | "ident" | "op" | "kw" | "eof";
interface Token { kind: TokenKind; text: string; line: number; col: number }

const KEYWORDS = new Set(["let", "fn", "if", "else", "while", "return", "print", "true", "false", "nil"]);

class LangError extends Error {
  constructor(message: string, readonly line: number, readonly col: number) {
    super(`${line}:${col}: ${message}`);
    this.name = "LangError";
  }
}

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0, line = 1, col = 1;
  const adv = (n = 1) => { for (let k = 0; k < n; k++) { if (src[i] === "\n") { line++; col = 1; } else col++; i++; } };
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { adv(); continue; }
    if (ch === "#") { while (i < src.length && src[i] !== "\n") adv(); continue; }
    const start = { line, col };
    let m: RegExpMatchArray | null;
    const rest = src.slice(i);
    if ((m = rest.match(/^\d+(\.\d+)?/))) {
      out.push({ kind: "num", text: m[0], ...start }); adv(m[0].length);
    } else if ((m = rest.match(/^[A-Za-z_]\w*/))) {
      out.push({ kind: KEYWORDS.has(m[0]) ? "kw" : "ident", text: m[0], ...start }); adv(m[0].length);
    } else if (ch === '"') {
      const end = src.indexOf('"', i + 1);
      if (end < 0) throw new LangError("unterminated string", line, col);
      out.push({ kind: "str", text: src.slice(i + 1, end), ...start }); adv(end - i + 1);
    } else if ((m = rest.match(/^(==|!=|<=|>=|&&|\|\||[-+*\/%<>=(){},;!])/))) {
      out.push({ kind: "op", text: m[0], ...start }); adv(m[0].length);
    } else {
      throw new LangError(`unexpected character '${ch}'`, line, col);
    }
  }
  out.push({ kind: "eof", text: "<eof>", line, col });
  return out;
}

type Value = number | string | boolean | null | Closure;

abstract class Node {
  constructor(readonly tok: Token) {}
  abstract eval(env: Env): Value;
  fail(msg: string): never { throw new LangError(msg, this.tok.line, this.tok.col); }
}
class Lit extends Node {
  constructor(tok: Token, readonly value: Value) { super(tok); }
  eval(): Value { return this.value; }
}
class Var extends Node {
  eval(env: Env): Value { return env.get(this.tok.text, this); }
}
class Assign extends Node {
  constructor(tok: Token, readonly value: Node) { super(tok); }
  eval(env: Env): Value { const v = this.value.eval(env); env.set(this.tok.text, v, this); return v; }
}
class Binary extends Node {
  constructor(tok: Token, readonly left: Node, readonly right: Node) { super(tok); }
  eval(env: Env): Value {
    const op = this.tok.text;
    if (op === "&&") return truthy(this.left.eval(env)) ? this.right.eval(env) : false;
    if (op === "||") { const l = this.left.eval(env); return truthy(l) ? l : this.right.eval(env); }
    const a = this.left.eval(env), b = this.right.eval(env);
    switch (op) {
      case "==": return a === b;
      case "!=": return a !== b;
      case "+":
        if (typeof a === "string" || typeof b === "string") return show(a) + show(b);
        return this.num(a) + this.num(b);
      case "-": return this.num(a) - this.num(b);
      case "*": return this.num(a) * this.num(b);
      case "/": { const d = this.num(b); if (d === 0) this.fail("division by zero"); return this.num(a) / d; }
      case "%": return this.num(a) % this.num(b);
      case "<": return this.num(a) < this.num(b);
      case ">": return this.num(a) > this.num(b);
      case "<=": return this.num(a) <= this.num(b);
      case ">=": return this.num(a) >= this.num(b);
    }
    return this.fail(`unknown operator ${op}`);
  }
  private num(v: Value): number {
    if (typeof v !== "number") this.fail(`expected a number, got ${typeName(v)}`);
    return v;
  }
}
class Unary extends Node {
  constructor(tok: Token, readonly operand: Node) { super(tok); }
  eval(env: Env): Value {
    const v = this.operand.eval(env);
    if (this.tok.text === "!") return !truthy(v);
    if (typeof v !== "number") this.fail(`cannot negate ${typeName(v)}`);
    return -v;
  }
}
class Call extends Node {
  constructor(tok: Token, readonly callee: Node, readonly args: Node[]) { super(tok); }
  eval(env: Env): Value {
    const f = this.callee.eval(env);
    if (!(f instanceof Closure)) return this.fail(`${typeName(f)} is not callable`);
    if (f.params.length !== this.args.length) this.fail(`${f.name} expects ${f.params.length} argument(s), got ${this.args.length}`);
    const local = new Env(f.env);
    f.params.forEach((p, i) => local.define(p, this.args[i].eval(env)));
    try {
      for (const s of f.body) s.eval(local);
    } catch (e) {
      if (e instanceof ReturnSignal) return e.value;
      throw e;
    }
    return null;
  }
}
class FnExpr extends Node {
  constructor(tok: Token, readonly params: string[], readonly body: Node[]) { super(tok); }
  eval(env: Env): Value { return new Closure(this.tok.text === "fn" ? "<anon>" : this.tok.text, this.params, this.body, env); }
}
class Block extends Node {
  constructor(tok: Token, readonly stmts: Node[]) { super(tok); }
  eval(env: Env): Value { const inner = new Env(env); let last: Value = null; for (const s of this.stmts) last = s.eval(inner); return last; }
}
class If extends Node {
  constructor(tok: Token, readonly cond: Node, readonly then: Node, readonly otherwise?: Node) { super(tok); }
  eval(env: Env): Value { return truthy(this.cond.eval(env)) ? this.then.eval(env) : this.otherwise?.eval(env) ?? null; }
}
class While extends Node {
  constructor(tok: Token, readonly cond: Node, readonly body: Node) { super(tok); }
  eval(env: Env): Value {
    let guard = 0;
    while (truthy(this.cond.eval(env))) { if (++guard > 10_000) this.fail("loop limit exceeded"); this.body.eval(env); }
    return null;
  }
}
class Let extends Node {
  constructor(tok: Token, readonly value: Node) { super(tok); }
  eval(env: Env): Value { env.define(this.tok.text, this.value.eval(env)); return null; }
}
class Return extends Node {
  constructor(tok: Token, readonly value: Node | null) { super(tok); }
  eval(env: Env): Value { throw new ReturnSignal(this.value ? this.value.eval(env) : null); }
}
class Print extends Node {
  constructor(tok: Token, readonly args: Node[]) { super(tok); }
  eval(env: Env): Value { output.push(this.args.map((a) => show(a.eval(env))).join(" ")); return null; }
}

class ReturnSignal { constructor(readonly value: Value) {} }
class Closure {
  constructor(readonly name: string, readonly params: string[], readonly body: Node[], readonly env: Env) {}
}
class Env {
  private vars = new Map<string, Value>();
  constructor(private parent?: Env) {}
  define(name: string, v: Value) { this.vars.set(name, v); }
  get(name: string, at: Node): Value {
    if (this.vars.has(name)) return this.vars.get(name)!;
    return this.parent ? this.parent.get(name, at) : at.fail(`undefined variable '${name}'`);
  }
  set(name: string, v: Value, at: Node): void {
    if (this.vars.has(name)) this.vars.set(name, v);
    else if (this.parent) this.parent.set(name, v, at);
    else at.fail(`assignment to undeclared '${name}'`);
  }
}

const output: string[] = [];
const truthy = (v: Value) => v !== null && v !== false && v !== 0 && v !== "";
const typeName = (v: Value) => (v === null ? "nil" : v instanceof Closure ? "function" : typeof v);
function show(v: Value): string {
  if (v === null) return "nil";
  if (v instanceof Closure) return `<fn ${v.name}/${v.params.length}>`;
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : v.toFixed(3);
  return String(v);
}

class Parser {
  private pos = 0;
  constructor(private readonly toks: Token[]) {}
  private get peek(): Token { return this.toks[this.pos]; }
  private next(): Token { return this.toks[this.pos++]; }
  private at(text: string): boolean { const t = this.peek; return (t.kind === "op" || t.kind === "kw") && t.text === text; }
  private expect(text: string): Token {
    if (!this.at(text)) throw new LangError(`expected '${text}' but found '${this.peek.text}'`, this.peek.line, this.peek.col);
    return this.next();
  }
  program(): Node[] {
    const out: Node[] = [];
    while (this.peek.kind !== "eof") out.push(this.statement());
    return out;
  }
  private statement(): Node {
    const t = this.peek;
    if (this.at("let")) {
      this.next();
      const name = this.next();
      if (name.kind !== "ident") throw new LangError(`expected a name after 'let'`, name.line, name.col);
      this.expect("=");
      const value = this.expression();
      this.expect(";");
      return new Let(name, value);
    }
    if (this.at("fn") && this.toks[this.pos + 1]?.kind === "ident") {
      this.next();
      const name = this.next();
      return new Let(name, this.fnRest(name));
    }
    if (this.at("if")) {
      this.next();
      const cond = this.expression();
      const then = this.block();
      const otherwise = this.at("else") ? (this.next(), this.at("if") ? this.statement() : this.block()) : undefined;
      return new If(t, cond, then, otherwise);
    }
    if (this.at("while")) { this.next(); return new While(t, this.expression(), this.block()); }
    if (this.at("return")) {
      this.next();
      const value = this.at(";") ? null : this.expression();
      this.expect(";");
      return new Return(t, value);
    }
    if (this.at("print")) {
      this.next();
      const args = [this.expression()];
      while (this.at(",")) { this.next(); args.push(this.expression()); }
      this.expect(";");
      return new Print(t, args);
    }
    if (this.at("{")) return this.block();
    const e = this.expression();
    this.expect(";");
    return e;
  }
  private block(): Block {
    const open = this.expect("{");
    const stmts: Node[] = [];
    while (!this.at("}")) {
      if (this.peek.kind === "eof") throw new LangError("unclosed block", open.line, open.col);
      stmts.push(this.statement());
    }
    this.next();
    return new Block(open, stmts);
  }
  private fnRest(name: Token): FnExpr {
    this.expect("(");
    const params: string[] = [];
    while (!this.at(")")) {
      params.push(this.next().text);
      if (!this.at(")")) this.expect(",");
    }
    this.next();
    return new FnExpr(name, params, this.block().stmts);
  }
  private static readonly PREC: Record<string, number> = {
    "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, ">": 4, "<=": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
  };
  expression(minPrec = 0): Node {
    if (this.peek.kind === "ident" && this.toks[this.pos + 1]?.text === "=") {
      const name = this.next();
      this.next();
      return new Assign(name, this.expression());
    }
    let left = this.unary();
    for (;;) {
      const t = this.peek;
      const prec = t.kind === "op" ? Parser.PREC[t.text] : undefined;
      if (prec === undefined || prec <= minPrec) return left;
      this.next();
      left = new Binary(t, left, this.expression(prec));
    }
  }
  private unary(): Node {
    if (this.at("-") || this.at("!")) { const t = this.next(); return new Unary(t, this.unary()); }
    let e = this.primary();
    while (this.at("(")) {
      const open = this.next();
      const args: Node[] = [];
      while (!this.at(")")) { args.push(this.expression()); if (!this.at(")")) this.expect(","); }
      this.next();
      e = new Call(open, e, args);
    }
    return e;
  }
  private primary(): Node {
    const t = this.next();
    switch (t.kind) {
      case "num": return new Lit(t, parseFloat(t.text));
      case "str": return new Lit(t, t.text);
      case "ident": return new Var(t);
      case "kw":
        if (t.text === "true" || t.text === "false") return new Lit(t, t.text === "true");
        if (t.text === "nil") return new Lit(t, null);
        if (t.text === "fn") return this.fnRest(t);
        break;
      case "op":
        if (t.text === "(") { const e = this.expression(); this.expect(")"); return e; }
        break;
    }
    throw new LangError(`unexpected '${t.text}'`, t.line, t.col);
  }
}

function run(name: string, src: string): void {
  output.length = 0;
  try {
    const prog = new Parser(tokenize(src)).program();
    const globals = new Env();
    for (const s of prog) s.eval(globals);
    console.log(`[${name}] ok`);
  } catch (e) {
    if (e instanceof LangError) console.log(`[${name}] ${e.name} at ${e.message}`);
    else throw e;
  }
  for (const line of output) console.log("  " + line);
}

run("fib", `
fn fib(n) { if n < 2 { return n; } return fib(n - 1) + fib(n - 2); }
let i = 0;
while i < 10 { print i, fib(i); i = i + 1; }
`);
run("closures", `
fn counter(start) { let n = start; return fn() { n = n + 1; return n; }; }
let c = counter(10); let d = counter(100);
print c(), c(), d(), c();
print "half of 7 is " + 7 / 2, counter;
let compose = fn(f, g) { return fn(x) { return f(g(x)); }; };
print compose(fn(x) { return x * 2; }, fn(x) { return x + 3; })(4);
`);
run("logic", `print 1 < 2 && "yes", nil || "fallback", !0, -(3 - 5) % 4, 1 == 1.0, "a" != "b";`);
run("div-zero", `let x = 4;\nprint x / (x - 4);`);
run("type-error", `print 1;\nprint "n" - 1;`);
run("bad-call", `let f = fn(a, b) { return a; };\n  f(1);`);
run("undef", `{ let inner = 1; }\nprint inner;`);
run("syntax", `let = 5;`);
run("unclosed", `fn f() {\n  print 1;\n`);
run("lex", `let s = "ok";\nprint s @ 2;`);
run("not-callable", `let n = 3; print n(1);`);
