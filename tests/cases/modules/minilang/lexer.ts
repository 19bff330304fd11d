import { KEYWORDS, MiniSyntaxError, PUNCTUATION, Token, TokenKind } from "./tokens";

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", '"': '"', "\\": "\\", "{": "{" };

function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

function isIdentStart(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
}

export class Lexer {
  private pos = 0;
  private line = 1;
  private col = 1;
  private readonly tokens: Token[] = [];

  constructor(private readonly src: string) {}

  tokenize(): Token[] {
    for (;;) {
      this.skipSpaceAndComments();
      if (this.pos >= this.src.length) break;
      const c = this.src[this.pos];
      if (isDigit(c)) this.number();
      else if (c === '"') this.string();
      else if (isIdentStart(c)) this.word();
      else this.punct();
    }
    this.tokens.push({ kind: TokenKind.EOF, text: "", line: this.line, col: this.col });
    return this.tokens;
  }

  private advance(n = 1): string {
    const s = this.src.slice(this.pos, this.pos + n);
    for (const ch of s) {
      if (ch === "\n") {
        this.line++;
        this.col = 1;
      } else {
        this.col++;
      }
    }
    this.pos += n;
    return s;
  }

  private skipSpaceAndComments(): void {
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (c === " " || c === "\t" || c === "\r" || c === "\n") {
        this.advance();
      } else if (c === "#") {
        while (this.pos < this.src.length && this.src[this.pos] !== "\n") this.advance();
      } else {
        break;
      }
    }
  }

  private number(): void {
    const { line, col } = this;
    const start = this.pos;
    while (this.pos < this.src.length && isDigit(this.src[this.pos])) this.advance();
    // "1..5" is a range, not the number "1." followed by ".5"
    if (this.src[this.pos] === "." && isDigit(this.src[this.pos + 1] ?? "")) {
      this.advance();
      while (this.pos < this.src.length && isDigit(this.src[this.pos])) this.advance();
    }
    const text = this.src.slice(start, this.pos);
    this.tokens.push({ kind: TokenKind.Number, text, value: parseFloat(text), line, col });
  }

  private string(): void {
    const { line, col } = this;
    const start = this.pos;
    this.advance(); // opening quote
    let value = "";
    for (;;) {
      if (this.pos >= this.src.length) throw new MiniSyntaxError("unterminated string", { line, col });
      const c = this.advance();
      if (c === '"') break;
      if (c === "\\") {
        const e = this.advance();
        const decoded = ESCAPES[e];
        if (decoded === undefined) {
          throw new MiniSyntaxError(`unknown escape '\\${e}'`, { line: this.line, col: this.col - 2 });
        }
        value += decoded;
      } else {
        value += c;
      }
    }
    this.tokens.push({ kind: TokenKind.String, text: this.src.slice(start, this.pos), value, line, col });
  }

  private word(): void {
    const { line, col } = this;
    const start = this.pos;
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (!isIdentStart(c) && !isDigit(c)) break;
      this.advance();
    }
    const text = this.src.slice(start, this.pos);
    const kind = KEYWORDS.has(text) ? TokenKind.Keyword : TokenKind.Ident;
    this.tokens.push({ kind, text, line, col });
  }

  private punct(): void {
    const { line, col } = this;
    const p = PUNCTUATION.find((q) => this.src.startsWith(q, this.pos));
    if (p === undefined) {
      throw new MiniSyntaxError(`unexpected character '${this.src[this.pos]}'`, { line, col });
    }
    this.advance(p.length);
    this.tokens.push({ kind: TokenKind.Punct, text: p, line, col });
  }
}

export function tokenize(src: string): Token[] {
  return new Lexer(src).tokenize();
}
