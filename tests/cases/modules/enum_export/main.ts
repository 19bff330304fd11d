// Enums (string, numeric, const) exported from one module and used in another.
import { Flag, Level, Token, TokenKind, describe } from "./kinds";

const toks: Token[] = [
  { kind: TokenKind.Number, text: "42" },
  { kind: TokenKind.Ident, text: "x" },
  { kind: TokenKind.EOF, text: "" },
];
for (const t of toks) {
  switch (t.kind) {
    case TokenKind.Number: console.log("num", Number(t.text) + 1); break;
    case TokenKind.Ident: console.log("ident", t.text); break;
    default: console.log(describe(t));
  }
}
const lv: Level = Level.High;
console.log(lv, Level[lv], Level.Low < Level.Mid, Flag.A | Flag.C);
console.log(toks.map(describe), JSON.stringify(toks[0]));
