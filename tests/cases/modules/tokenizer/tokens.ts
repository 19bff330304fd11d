export type TokenKind = "num" | "ident" | "op" | "lparen" | "rparen";
export interface Token {
  kind: TokenKind;
  text: string;
  pos: number;
}
export function isDigit(ch: string): boolean {
  return ch >= "0" && ch <= "9";
}
export function isAlpha(ch: string): boolean {
  return (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || ch === "_";
}
