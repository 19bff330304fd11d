type Token = { kind: "num"; value: number } | { kind: "op"; op: "+" | "-" | "*" | "/" } | { kind: "lp" } | { kind: "rp" };
function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (/[0-9.]/.test(ch)) {
      let j = i;
      while (j < src.length && /[0-9.]/.test(src[j])) j++;
      out.push({ kind: "num", value: parseFloat(src.slice(i, j)) });
      i = j;
      continue;
    }
    if (ch === "(") out.push({ kind: "lp" });
    else if (ch === ")") out.push({ kind: "rp" });
    else if ("+-*/".includes(ch)) out.push({ kind: "op", op: ch as "+" | "-" | "*" | "/" });
    else throw new SyntaxError(`Unexpected '${ch}' at ${i}`);
    i++;
  }
  return out;
}
class Parser {
  private pos = 0;
  constructor(private readonly toks: Token[]) {}
  private peek(): Token | undefined { return this.toks[this.pos]; }
  parseExpr(): number {
    let v = this.parseTerm();
    for (let t = this.peek(); t && t.kind === "op" && (t.op === "+" || t.op === "-"); t = this.peek()) {
      this.pos++;
      const r = this.parseTerm();
      v = t.op === "+" ? v + r : v - r;
    }
    return v;
  }
  private parseTerm(): number {
    let v = this.parseFactor();
    while (true) {
      const t = this.peek();
      if (!t || t.kind !== "op" || (t.op !== "*" && t.op !== "/")) return v;
      this.pos++;
      const r = this.parseFactor();
      v = t.op === "*" ? v * r : v / r;
    }
  }
  private parseFactor(): number {
    const t = this.toks[this.pos++];
    switch (t?.kind) {
      case "num": return t.value;
      case "lp": { const v = this.parseExpr(); if (this.toks[this.pos++]?.kind !== "rp") throw new SyntaxError("expected )"); return v; }
      case "op": if (t.op === "-") return -this.parseFactor(); throw new SyntaxError(`unexpected ${t.op}`);
      default: throw new SyntaxError("unexpected end");
    }
  }
}
for (const src of ["1 + 2 * 3", "(1 + 2) * 3", "-4 / (2 - 4)", "2 * (3 + ", "7 $ 2", "1.5 * 4 - 0.25"]) {
  try { console.log(src, "=", new Parser(tokenize(src)).parseExpr()); }
  catch (e) { if (e instanceof SyntaxError) console.log(src, "->", e.name + ":", e.message); else throw e; }
}
const counts = new Map<Token["kind"], number>();
for (const t of tokenize("(1+2)*(3-4)/5")) counts.set(t.kind, (counts.get(t.kind) ?? 0) + 1);
console.log([...counts].sort(([a], [b]) => a.localeCompare(b)), Object.fromEntries(counts));
