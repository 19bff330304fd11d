// A tiny expression language: tokenizer, Pratt parser, tree-walking evaluator
type Tok = { kind: "num"; value: number } | { kind: "id"; name: string } | { kind: "op"; op: string } | { kind: "eof" };
function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (/[0-9.]/.test(ch)) {
      let j = i;
      while (j < src.length && /[0-9.]/.test(src[j])) j++;
      out.push({ kind: "num", value: parseFloat(src.slice(i, j)) });
      i = j; continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i))!;
      out.push({ kind: "id", name: m[0] });
      i += m[0].length; continue;
    }
    const two = src.slice(i, i + 2);
    if (["==", "!=", "<=", ">=", "&&", "||", "**"].includes(two)) { out.push({ kind: "op", op: two }); i += 2; continue; }
    if ("+-*/%()<>=,;!?:".includes(ch)) { out.push({ kind: "op", op: ch }); i++; continue; }
    throw new SyntaxError(`unexpected '${ch}' at ${i}`);
  }
  out.push({ kind: "eof" });
  return out;
}
type Expr =
  | { t: "num"; v: number }
  | { t: "var"; name: string }
  | { t: "bin"; op: string; l: Expr; r: Expr }
  | { t: "un"; op: string; e: Expr }
  | { t: "call"; fn: string; args: Expr[] }
  | { t: "cond"; c: Expr; a: Expr; b: Expr }
  | { t: "let"; name: string; value: Expr };
const PREC: Record<string, number> = { "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, ">": 4, "<=": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6, "**": 7 };
class Parser {
  private pos = 0;
  constructor(private toks: Tok[]) {}
  private peek(): Tok { return this.toks[this.pos]; }
  private next(): Tok { return this.toks[this.pos++]; }
  private isOp(op: string): boolean { const t = this.peek(); return t.kind === "op" && t.op === op; }
  private expect(op: string) {
    const t = this.next();
    if (t.kind !== "op" || t.op !== op) throw new SyntaxError(`expected '${op}' got ${JSON.stringify(t)}`);
  }
  program(): Expr[] {
    const out: Expr[] = [];
    while (this.peek().kind !== "eof") { out.push(this.statement()); if (this.isOp(";")) this.next(); }
    return out;
  }
  statement(): Expr {
    const t = this.peek();
    if (t.kind === "id" && t.name === "let") {
      this.next();
      const n = this.next();
      if (n.kind !== "id") throw new SyntaxError("name expected");
      this.expect("=");
      return { t: "let", name: n.name, value: this.expr(0) };
    }
    return this.expr(0);
  }
  expr(min: number): Expr {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      if (t.kind === "op" && t.op === "?" && min === 0) {
        this.next();
        const a = this.expr(0); this.expect(":"); const b = this.expr(0);
        left = { t: "cond", c: left, a, b };
        continue;
      }
      if (t.kind !== "op" || !(t.op in PREC)) break;
      const p = PREC[t.op];
      if (p < min) break;
      this.next();
      const right = this.expr(t.op === "**" ? p : p + 1);
      left = { t: "bin", op: t.op, l: left, r: right };
    }
    return left;
  }
  unary(): Expr {
    if (this.isOp("-") || this.isOp("!")) { const op = (this.next() as { op: string }).op; return { t: "un", op, e: this.unary() }; }
    return this.primary();
  }
  primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "num": return { t: "num", v: t.value };
      case "id":
        if (this.isOp("(")) {
          this.next();
          const args: Expr[] = [];
          while (!this.isOp(")")) { args.push(this.expr(0)); if (this.isOp(",")) this.next(); }
          this.next();
          return { t: "call", fn: t.name, args };
        }
        return { t: "var", name: t.name };
      case "op":
        if (t.op === "(") { const e = this.expr(0); this.expect(")"); return e; }
        throw new SyntaxError("unexpected op " + t.op);
      case "eof": throw new SyntaxError("unexpected end");
    }
  }
}
const builtins: { [k: string]: (...a: number[]) => number } = {
  max: (...a) => Math.max(...a), min: (...a) => Math.min(...a), abs: Math.abs, sqrt: Math.sqrt,
  fact: n => (n <= 1 ? 1 : n * builtins.fact(n - 1)),
};
function evaluate(e: Expr, env: Map<string, number>): number {
  switch (e.t) {
    case "num": return e.v;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new ReferenceError(`${e.name} is not defined`);
      return v;
    }
    case "un": { const v = evaluate(e.e, env); return e.op === "-" ? -v : v ? 0 : 1; }
    case "cond": return evaluate(e.c, env) ? evaluate(e.a, env) : evaluate(e.b, env);
    case "let": { const v = evaluate(e.value, env); env.set(e.name, v); return v; }
    case "call": {
      const f = builtins[e.fn];
      if (!f) throw new TypeError(`${e.fn} is not a function`);
      return f(...e.args.map(a => evaluate(a, env)));
    }
    case "bin": {
      const l = evaluate(e.l, env);
      if (e.op === "&&") return l ? evaluate(e.r, env) : l;
      if (e.op === "||") return l ? l : evaluate(e.r, env);
      const r = evaluate(e.r, env);
      switch (e.op) {
        case "+": return l + r; case "-": return l - r; case "*": return l * r; case "/": return l / r;
        case "%": return l % r; case "**": return l ** r;
        case "==": return +(l === r); case "!=": return +(l !== r);
        case "<": return +(l < r); case ">": return +(l > r); case "<=": return +(l <= r); case ">=": return +(l >= r);
      }
      throw new Error("bad op " + e.op);
    }
  }
}
function show(e: Expr): string {
  switch (e.t) {
    case "num": return String(e.v);
    case "var": return e.name;
    case "un": return `(${e.op}${show(e.e)})`;
    case "bin": return `(${show(e.l)} ${e.op} ${show(e.r)})`;
    case "call": return `${e.fn}(${e.args.map(show).join(", ")})`;
    case "cond": return `(${show(e.c)} ? ${show(e.a)} : ${show(e.b)})`;
    case "let": return `let ${e.name} = ${show(e.value)}`;
  }
}
const programs = [
  "1 + 2 * 3 - 4 / 2",
  "2 ** 3 ** 2",
  "let x = 5; let y = x * 2 + 1; y % 4",
  "max(1, 7, 3) + min(4, -2) * abs(-3)",
  "fact(10) / fact(8)",
  "let a = 3; a > 2 ? a * 100 : a - 100",
  "1 < 2 && 3 > 4 || !0",
  "sqrt(2) * sqrt(2) == 2",
  "0.1 + 0.2",
  "-(-3) - -2",
  "undefinedVar + 1",
  "foo(1)",
  "1 + ",
  "3 $ 4",
];
for (const src of programs) {
  try {
    const ast = new Parser(tokenize(src)).program();
    const env = new Map<string, number>();
    let result = NaN;
    for (const st of ast) result = evaluate(st, env);
    console.log(`${src.padEnd(40)} => ${ast.map(show).join("; ")} = ${result}`);
  } catch (e) {
    if (e instanceof Error) console.log(`${src.padEnd(40)} !! ${e.constructor.name}: ${e.message}`);
  }
}
console.log(new Parser(tokenize("let z = 1 + f(2, x ? 3 : 4)")).program());
