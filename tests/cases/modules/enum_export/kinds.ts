export enum TokenKind {
  Number = "number",
  Ident = "identifier",
  EOF = "end of input",
}
export enum Level { Low, Mid, High }
export const enum Flag { A = 1, B = 2, C = 4 }
export interface Token { kind: TokenKind; text: string }
export function describe(t: Token): string {
  return t.kind === TokenKind.EOF ? "<eof>" : `${t.kind} '${t.text}'`;
}
