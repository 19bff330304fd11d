import { Token } from "./tokens";
import { tokenize } from "./lexer";

export class Parser {
  private toks: Token[];
  private i = 0;
  constructor(src: string, private vars: string[], private values: number[]) {
    this.toks = tokenize(src);
  }
  private peek(): string {
    return this.i < this.toks.length ? this.toks[this.i].text : "";
  }
  private lookup(name: string): number {
    const k = this.vars.indexOf(name);
    return k < 0 ? NaN : this.values[k];
  }
  parseExpr(): number {
    let v = this.parseTerm();
    while (this.peek() === "+" || this.peek() === "-") {
      const op = this.toks[this.i++].text;
      const r = this.parseTerm();
      v = op === "+" ? v + r : v - r;
    }
    return v;
  }
  private parseTerm(): number {
    let v = this.parseFactor();
    while (this.peek() === "*" || this.peek() === "/") {
      const op = this.toks[this.i++].text;
      const r = this.parseFactor();
      v = op === "*" ? v * r : v / r;
    }
    return v;
  }
  private parseFactor(): number {
    const t = this.toks[this.i++];
    if (t.kind === "num") return parseFloat(t.text);
    if (t.kind === "ident") return this.lookup(t.text);
    if (t.kind === "lparen") {
      const v = this.parseExpr();
      this.i++;
      return v;
    }
    if (t.text === "-") return -this.parseFactor();
    return NaN;
  }
}
