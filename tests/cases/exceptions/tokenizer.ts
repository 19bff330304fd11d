// A tokenizer and recursive-descent parser that reports SyntaxErrors with positions.
class ParseError extends SyntaxError {
  constructor(message: string, public pos: number) {
    super(message + " at position " + pos);
    this.name = "ParseError";
  }
}

interface Token {
  kind: string;
  text: string;
  pos: number;
}

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === " ") { i++; continue; }
    if (ch >= "0" && ch <= "9") {
      const start = i;
      while (i < src.length && src[i] >= "0" && src[i] <= "9") i++;
      out.push({ kind: "num", text: src.slice(start, i), pos: start });
      continue;
    }
    if ("+-*/()".includes(ch)) {
      out.push({ kind: "op", text: ch, pos: i });
      i++;
      continue;
    }
    throw new ParseError("unexpected character '" + ch + "'", i);
  }
  out.push({ kind: "end", text: "", pos: src.length });
  return out;
}

class Parser {
  private i = 0;
  constructor(private toks: Token[]) {}
  private peek(): Token { return this.toks[this.i]; }
  private next(): Token { return this.toks[this.i++]; }
  expr(): number {
    let v = this.term();
    while (this.peek().text === "+" || this.peek().text === "-") {
      const op = this.next().text;
      const r = this.term();
      v = op === "+" ? v + r : v - r;
    }
    return v;
  }
  term(): number {
    let v = this.factor();
    while (this.peek().text === "*" || this.peek().text === "/") {
      const t = this.next();
      const r = this.factor();
      if (t.text === "/" && r === 0) throw new RangeError("division by zero at position " + t.pos);
      v = t.text === "*" ? v * r : v / r;
    }
    return v;
  }
  factor(): number {
    const t = this.next();
    if (t.kind === "num") return Number(t.text);
    if (t.text === "(") {
      const v = this.expr();
      const close = this.next();
      if (close.text !== ")") throw new ParseError("expected ')'", close.pos);
      return v;
    }
    if (t.text === "-") return -this.factor();
    throw new ParseError(t.kind === "end" ? "unexpected end of input" : "unexpected '" + t.text + "'", t.pos);
  }
  parse(): number {
    const v = this.expr();
    const t = this.peek();
    if (t.kind !== "end") throw new ParseError("trailing '" + t.text + "'", t.pos);
    return v;
  }
}

function evaluate(src: string): string {
  try {
    return String(new Parser(tokenize(src)).parse());
  } catch (e) {
    if (e instanceof ParseError) return e.name + " (pos " + e.pos + "): " + e.message;
    if (e instanceof SyntaxError) return "syntax: " + e.message;
    if (e instanceof RangeError) return "math: " + e.message;
    throw e;
  }
}

const inputs = ["1 + 2 * 3", "(1 + 2) * 3", "2 * (3 + ", "4 / (2 - 2)", "7 $ 1", "10 - -3", "1 2", ")"];
for (const s of inputs) console.log(s, "=>", evaluate(s));
const pe = new ParseError("x", 3);
console.log(pe instanceof ParseError, pe instanceof SyntaxError, pe instanceof Error, pe instanceof TypeError);
