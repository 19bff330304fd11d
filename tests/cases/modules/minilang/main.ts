// A tree-walking interpreter for Mini: lexer, parser, evaluator, standard
// library, and a driver that runs scripts and reports on them in JSON.
// args: 2000
import { countNodes, showExpr } from "./ast";
import { installBuiltins } from "./builtins";
import { Interpreter, Stats } from "./interp";
import { Lexer } from "./lexer";
import { Parser } from "./parser";
import { SCRIPTS, Script } from "./programs";
import { MiniError, MiniSyntaxError } from "./tokens";
import { Environment, Thrown, show, toPlain } from "./values";

interface Report {
  script: string;
  ok: boolean;
  lines: number;
  nodes: number;
  stats?: Stats;
  error?: { kind: string; message: string };
}

function runScript(script: Script, n: number): { output: string[]; report: Report } {
  const output: string[] = [];
  const globals = new Environment();
  const interp = new Interpreter(globals);
  installBuiltins(globals, () => interp, output);
  globals.define("N", n);
  const report: Report = { script: script.name, ok: true, lines: script.source.split("\n").length, nodes: 0 };
  try {
    const program = new Parser(new Lexer(script.source).tokenize()).parseProgram();
    report.nodes = countNodes(program);
    interp.run(program);
    report.stats = { ...interp.stats };
  } catch (e) {
    report.ok = false;
    if (e instanceof MiniError) {
      report.error = { kind: e.name, message: e.message };
    } else if (e instanceof Thrown) {
      report.error = { kind: "uncaught", message: show(e.value, true) };
    } else {
      throw e;
    }
  }
  return { output, report };
}

const size = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 2000;
const rounds = process.argv.length > 3 ? parseInt(process.argv[3], 10) : 1;
const reports: Report[] = [];
for (let r = 0; r < rounds; r++) {
  for (const script of SCRIPTS) {
    const { output, report } = runScript(script, size);
    if (r === rounds - 1) {
      console.log(`== ${script.name}`);
      for (const line of output) console.log(line);
      if (!report.ok) console.log(`!! ${report.error?.kind}: ${report.error?.message}`);
      if (report.ok === Boolean(script.fails)) console.log(`!! unexpected outcome for ${script.name}`);
      reports.push(report);
    }
  }
}

const expr = new Parser(new Lexer("-(a + b) * c .. 10 == not x or f(1)[2].y").tokenize()).expression();
console.log(showExpr(expr));
try {
  new Parser(new Lexer("fn f(a, a) { }").tokenize()).parseProgram();
} catch (e) {
  if (e instanceof MiniSyntaxError) console.log(e.name, e.message, e.pos?.line, e instanceof Error);
}
console.log(JSON.stringify(toPlain(new Interpreter(new Environment()).arith("+", "n=", 3, { line: 0, col: 0 }))));
const summary = new Map<boolean, string[]>();
for (const r of reports) summary.set(r.ok, [...(summary.get(r.ok) ?? []), r.script]);
console.log(summary);
console.log(JSON.stringify(reports.filter((r) => r.stats !== undefined).map((r) => ({ name: r.script, ...r.stats! })), null, 1));
