// Turns an arithmetic expression into tokens.
export const enum Tok {
  Num,
  Ident,
  Op,
  LParen,
  RParen,
  Comma,
  End,
}

export interface Token {
  kind: Tok;
  text: string;
  pos: number;
}

export class SyntaxError_ extends Error {
  constructor(message: string, readonly pos: number) {
    super(`${message} at ${pos}`);
  }
}

const OPS = "+-*/%^";

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === " " || ch === "\t") {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9.]/.test(ch)) {
      while (i < src.length && /[0-9._]/.test(src[i])) i++;
      if (src[i] === "e" || src[i] === "E") {
        i++;
        if (src[i] === "+" || src[i] === "-") i++;
        while (i < src.length && /[0-9]/.test(src[i])) i++;
      }
      out.push({ kind: Tok.Num, text: src.slice(start, i).replaceAll("_", ""), pos: start });
    } else if (/[A-Za-z_]/.test(ch)) {
      while (i < src.length && /\w/.test(src[i])) i++;
      out.push({ kind: Tok.Ident, text: src.slice(start, i), pos: start });
    } else if (OPS.includes(ch)) {
      out.push({ kind: Tok.Op, text: ch, pos: i++ });
    } else if (ch === "(" || ch === ")" || ch === ",") {
      out.push({ kind: ch === "(" ? Tok.LParen : ch === ")" ? Tok.RParen : Tok.Comma, text: ch, pos: i++ });
    } else {
      throw new SyntaxError_(`unexpected '${ch}'`, i);
    }
  }
  out.push({ kind: Tok.End, text: "", pos: src.length });
  return out;
}
