import { Token, TokenKind, isDigit, isAlpha } from "./tokens";

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === " ") {
      i++;
      continue;
    }
    const start = i;
    let kind: TokenKind;
    if (isDigit(ch)) {
      while (i < src.length && (isDigit(src[i]) || src[i] === ".")) i++;
      kind = "num";
    } else if (isAlpha(ch)) {
      while (i < src.length && (isAlpha(src[i]) || isDigit(src[i]))) i++;
      kind = "ident";
    } else if (ch === "(") {
      i++;
      kind = "lparen";
    } else if (ch === ")") {
      i++;
      kind = "rparen";
    } else {
      i++;
      kind = "op";
    }
    out.push({ kind: kind, text: src.slice(start, i), pos: start });
  }
  return out;
}
