// A tokenizer producing a union of token kinds, and a calculator over it.
interface NumTok { kind: "num"; value: number }
interface OpTok { kind: "op"; op: "+" | "-" | "*" | "/" }
interface ParenTok { kind: "paren"; open: boolean }
type Token = NumTok | OpTok | ParenTok;

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === " ") { i++; continue; }
    if (ch === "(" || ch === ")") { out.push({ kind: "paren", open: ch === "(" }); i++; continue; }
    if (ch === "+" || ch === "-" || ch === "*" || ch === "/") { out.push({ kind: "op", op: ch }); i++; continue; }
    let j = i;
    while (j < src.length && ((src[j] >= "0" && src[j] <= "9") || src[j] === ".")) j++;
    out.push({ kind: "num", value: parseFloat(src.slice(i, j)) });
    i = j;
  }
  return out;
}

class Parser {
  pos = 0;
  constructor(private toks: Token[]) {}
  peek(): Token | undefined { return this.toks[this.pos]; }
  expr(): number {
    let v = this.term();
    for (let t = this.peek(); t !== undefined && t.kind === "op" && (t.op === "+" || t.op === "-"); t = this.peek()) {
      this.pos++;
      const r = this.term();
      v = t.op === "+" ? v + r : v - r;
    }
    return v;
  }
  term(): number {
    let v = this.factor();
    for (let t = this.peek(); t !== undefined && t.kind === "op" && (t.op === "*" || t.op === "/"); t = this.peek()) {
      this.pos++;
      const r = this.factor();
      v = t.op === "*" ? v * r : v / r;
    }
    return v;
  }
  factor(): number {
    const t = this.peek();
    this.pos++;
    if (t === undefined) return NaN;
    if (t.kind === "num") return t.value;
    if (t.kind === "paren" && t.open) {
      const v = this.expr();
      this.pos++;
      return v;
    }
    if (t.kind === "op" && t.op === "-") return -this.factor();
    return NaN;
  }
}

function show(t: Token): string {
  switch (t.kind) {
    case "num": return String(t.value);
    case "op": return t.op;
    case "paren": return t.open ? "(" : ")";
  }
}
for (const src of ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 0.5", "-(2 + 3) * 2", "2 * (3 + (4 - 1)) / 3"]) {
  const toks = tokenize(src);
  console.log(toks.map(show).join(" "), "=", new Parser(toks).expr());
}
