// An arithmetic calculator split into lexer, parser and evaluator (the last two import each other).
import { calc, EvalError, evaluate, type Env } from "./evaluator";
import * as P from "./parser";
import { SyntaxError_, tokenize, Tok } from "./lexer";

const env: Env = { x: 3, y: 4, rate: 0.075 };
const inputs = [
  "1 + 2 * 3",
  "2 ^ 3 ^ 2",
  "-(x + y) * 2",
  "hypot(x, y) + sqrt(16)",
  "1_000 * rate",
  "avg(1, 2, 3, x, y)",
  "max(x, y, 10 % 4) - min(2, -x)",
  "10 / (y - 4)",
  "z + 1",
  "3 +",
  "(1 + 2",
  "4 $ 4",
  "foo(1)",
  "1e3 / 8 - 2.5e-1",
  "rand() < 1",
];

for (const src of inputs) {
  try {
    const tree = P.parse(src);
    const v = evaluate(tree, env);
    console.log(`${src.padEnd(32)} => ${P.show(tree).padEnd(40)} = ${Number.isInteger(v) ? v : v.toFixed(4)}`);
  } catch (e) {
    if (e instanceof SyntaxError_) console.log(`${src.padEnd(32)} syntax error: ${e.message} (pos ${e.pos})`);
    else if (e instanceof EvalError) console.log(`${src.padEnd(32)} eval error: ${e.message}`);
    else console.log(`${src.padEnd(32)} other: ${String(e)}`);
  }
}

const kinds = tokenize("f(a, 2) * -3").map((t) => (t.kind === Tok.End ? "END" : `${t.kind}:${t.text}`));
console.log(kinds.join(" "));
console.log("folded:", P.foldCount);
let acc = 0;
for (let i = 1; i <= 10; i++) acc += calc("x ^ 2 + 1", { x: i });
console.log("sum of squares+1:", acc, "folded now:", P.foldCount);
console.log(calc("rand() * 100") >= 0, calc("rand()") !== calc("rand()"));
