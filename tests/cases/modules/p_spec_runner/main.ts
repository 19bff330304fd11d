import report, { run, declared } from "./runner";
import "./stack.spec";
import * as ex from "./expect";

console.log("declared", declared);
const failed = report(run());
try { ex.expect("a").toEqual("b"); } catch (e) {
  if (e instanceof ex.AssertionError) console.log(e.name, e.actual, e.expected);
}
process.exitCode = failed > 0 ? 1 : 0;
