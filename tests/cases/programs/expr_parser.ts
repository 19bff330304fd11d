// A tiny expression parser + evaluator with classes and discriminated unions
type Token = { kind: "num"; value: number } | { kind: "op"; op: string } | { kind: "lparen" } | { kind: "rparen" } | { kind: "ident"; name: string };
function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (/[0-9.]/.test(ch)) {
      let j = i; while (j < src.length && /[0-9.]/.test(src[j])) j++;
      out.push({ kind: "num", value: parseFloat(src.slice(i, j)) }); i = j; continue;
    }
    if (/[a-z]/i.test(ch)) {
      let j = i; while (j < src.length && /\w/.test(src[j])) j++;
      out.push({ kind: "ident", name: src.slice(i, j) }); i = j; continue;
    }
    if ("+-*/^%".includes(ch)) { out.push({ kind: "op", op: ch }); i++; continue; }
    if (ch === "(") { out.push({ kind: "lparen" }); i++; continue; }
    if (ch === ")") { out.push({ kind: "rparen" }); i++; continue; }
    throw new SyntaxError(`Unexpected '${ch}' at ${i}`);
  }
  return out;
}
type Expr = { type: "lit"; v: number } | { type: "var"; name: string } | { type: "bin"; op: string; l: Expr; r: Expr } | { type: "neg"; e: Expr };
class Parser {
  private pos = 0;
  constructor(private toks: Token[]) {}
  private peek(): Token | undefined { return this.toks[this.pos]; }
  private next(): Token { const t = this.toks[this.pos++]; if (!t) throw new SyntaxError("Unexpected end"); return t; }
  static prec: Record<string, number> = { "+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3 };
  parse(minPrec = 0): Expr {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      if (!t || t.kind !== "op") break;
      const p = Parser.prec[t.op];
      if (p < minPrec) break;
      this.pos++;
      const right = this.parse(t.op === "^" ? p : p + 1);
      left = { type: "bin", op: t.op, l: left, r: right };
    }
    return left;
  }
  private unary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "num": return { type: "lit", v: t.value };
      case "ident": return { type: "var", name: t.name };
      case "op": if (t.op === "-") return { type: "neg", e: this.unary() }; throw new SyntaxError(`bad op ${t.op}`);
      case "lparen": { const e = this.parse(); const r = this.next(); if (r.kind !== "rparen") throw new SyntaxError("expected )"); return e; }
      case "rparen": throw new SyntaxError("unexpected )");
    }
  }
}
function evaluate(e: Expr, env: Map<string, number>): number {
  switch (e.type) {
    case "lit": return e.v;
    case "var": { const v = env.get(e.name); if (v === undefined) throw new ReferenceError(`${e.name} is not defined`); return v; }
    case "neg": return -evaluate(e.e, env);
    case "bin": {
      const a = evaluate(e.l, env), b = evaluate(e.r, env);
      switch (e.op) { case "+": return a + b; case "-": return a - b; case "*": return a * b; case "/": return a / b; case "%": return a % b; case "^": return a ** b; default: throw new Error("op " + e.op); }
    }
  }
}
const show = (e: Expr): string => e.type === "lit" ? String(e.v) : e.type === "var" ? e.name : e.type === "neg" ? `(-${show(e.e)})` : `(${show(e.l)} ${e.op} ${show(e.r)})`;
const env = new Map(Object.entries({ x: 3, y: 4, pi: Math.PI }));
for (const src of ["1 + 2 * 3", "2 ^ 3 ^ 2", "-(x + y) * 2", "x % 2 + y / 8", "pi * x ^ 2", "1 +", "z * 2", "3 $ 4", "(1 + 2"]) {
  try { const ast = new Parser(tokenize(src)).parse(); console.log(src.padEnd(14), "=>", show(ast), "=", evaluate(ast, env)); }
  catch (err) { if (err instanceof Error) console.log(src.padEnd(14), "!!", err.name, err.message); }
}
console.log(JSON.stringify(new Parser(tokenize("1+x*2")).parse(), null, 1));
