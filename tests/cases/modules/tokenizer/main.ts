import { tokenize } from "./lexer";
import { Parser } from "./parser";

const src = "2 * (x + 3.5) - y / 4";
const toks = tokenize(src);
console.log(toks.length, toks.map((t) => t.kind + ":" + t.text).join(" "));
const names = ["x", "y"];
for (const vals of [[1, 8], [0, 0], [10, -2]]) {
  console.log(new Parser(src, names, vals).parseExpr());
}
console.log(new Parser("-(1 + 2) * 3", [], []).parseExpr(), new Parser("z + 1", [], []).parseExpr());
