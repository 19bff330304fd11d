// A tokenizer and recursive-descent evaluator for a small expression language with variables and functions.
type TokenKind = "num" | "ident" | "op" | "lparen" | "rparen" | "comma" | "str" | "eof";
interface Token { kind: TokenKind; text: string; pos: number }

class SyntaxError2 extends Error {
  constructor(message: string, public readonly pos: number) {
    super(`${message} at ${pos}`);
    this.name = "SyntaxError2";
  }
}

const RULES: [TokenKind | null, RegExp][] = [
  [null, /^\s+/],
  ["num", /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/],
  ["str", /^"(?:[^"\\]|\\.)*"/],
  ["ident", /^[A-Za-z_]\w*/],
  ["op", /^(?:\*\*|[-+*\/%^<>]=?|==|!=)/],
  ["lparen", /^\(/],
  ["rparen", /^\)/],
  ["comma", /^,/],
];

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let pos = 0;
  outer: while (pos < src.length) {
    const rest = src.slice(pos);
    for (const [kind, re] of RULES) {
      const m = re.exec(rest);
      if (m) {
        if (kind) out.push({ kind, text: m[0], pos });
        pos += m[0].length;
        continue outer;
      }
    }
    throw new SyntaxError2(`unexpected ${JSON.stringify(src[pos])}`, pos);
  }
  out.push({ kind: "eof", text: "", pos });
  return out;
}

type Value = number | string;
const FUNCS: Record<string, (...args: Value[]) => Value> = {
  max: (...a) => Math.max(...a.map(Number)),
  min: (...a) => Math.min(...a.map(Number)),
  len: (s) => String(s).length,
  upper: (s) => String(s).toUpperCase(),
};

class Parser {
  private i = 0;
  constructor(private toks: Token[], private vars: Map<string, Value>) {}
  private peek(): Token { return this.toks[this.i]; }
  private next(): Token { return this.toks[this.i++]; }
  private expect(kind: TokenKind): Token {
    const t = this.next();
    if (t.kind !== kind) throw new SyntaxError2(`expected ${kind}, got '${t.text || t.kind}'`, t.pos);
    return t;
  }
  parse(): Value {
    const v = this.compare();
    this.expect("eof");
    return v;
  }
  private compare(): Value {
    let l = this.sum();
    while (this.peek().kind === "op" && ["<", ">", "<=", ">=", "==", "!="].includes(this.peek().text)) {
      const op = this.next().text;
      const r = this.sum();
      const res = op === "<" ? l < r : op === ">" ? l > r : op === "<=" ? l <= r : op === ">=" ? l >= r : op === "==" ? l === r : l !== r;
      l = res ? 1 : 0;
    }
    return l;
  }
  private sum(): Value {
    let l = this.product();
    while (this.peek().text === "+" || this.peek().text === "-") {
      const op = this.next().text;
      const r = this.product();
      if (op === "+") l = typeof l === "string" || typeof r === "string" ? `${l}${r}` : l + r;
      else l = Number(l) - Number(r);
    }
    return l;
  }
  private product(): Value {
    let l = this.power();
    while (["*", "/", "%"].includes(this.peek().text)) {
      const op = this.next().text;
      const r = Number(this.power());
      l = op === "*" ? Number(l) * r : op === "/" ? Number(l) / r : Number(l) % r;
    }
    return l;
  }
  private power(): Value {
    const base = this.unary();
    if (this.peek().text === "**" || this.peek().text === "^") {
      this.next();
      return Number(base) ** Number(this.power());
    }
    return base;
  }
  private unary(): Value {
    if (this.peek().text === "-") { this.next(); return -Number(this.unary()); }
    return this.primary();
  }
  private primary(): Value {
    const t = this.next();
    switch (t.kind) {
      case "num": return parseFloat(t.text);
      case "str": return t.text.slice(1, -1).replace(/\\(.)/g, "$1");
      case "lparen": { const v = this.compare(); this.expect("rparen"); return v; }
      case "ident": {
        if (this.peek().kind === "lparen") {
          this.next();
          const args: Value[] = [];
          if (this.peek().kind !== "rparen") {
            do { args.push(this.compare()); } while (this.peek().kind === "comma" && this.next());
          }
          this.expect("rparen");
          const f = FUNCS[t.text];
          if (!f) throw new SyntaxError2(`unknown function ${t.text}`, t.pos);
          return f(...args);
        }
        const v = this.vars.get(t.text);
        if (v === undefined) throw new SyntaxError2(`undefined variable ${t.text}`, t.pos);
        return v;
      }
      default: throw new SyntaxError2(`unexpected '${t.text || t.kind}'`, t.pos);
    }
  }
}

const vars = new Map<string, Value>([["x", 4], ["name", "kiln"], ["rate", 0.075]]);
const inputs = ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-x ^ 2", "max(1, x, 3) + min(9, 2)", "upper(name) + \"!\"", "len(\"a\\\"b\") * 10",
  "100 * rate", "7 % 4 == 3", "x >= 5", "1 +", "foo(2)", "3 $ 4", "y * 2", "1e3 / 8", "0.1 + 0.2"];
for (const src of inputs) {
  try {
    const toks = tokenize(src);
    const v = new Parser(toks, vars).parse();
    console.log(`${src.padEnd(28)} => ${typeof v === "number" ? v.toString() : JSON.stringify(v)}`);
  } catch (e) {
    if (e instanceof SyntaxError2) console.log(`${src.padEnd(28)} !! ${e.name}: ${e.message} (pos ${e.pos})`);
    else throw e;
  }
}
console.log(tokenize("a1 <= 2.5e-3").map((t) => `${t.kind}:${t.text}`).join(" "));
