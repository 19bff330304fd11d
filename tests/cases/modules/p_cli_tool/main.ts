import * as app from "./app";
import type { Context } from "./types";

const runs: string[][] = [
  [],
  ["count", "the quick brown fox", "jumps", "-m", "4"],
  ["count", "--min=x", "a"],
  ["join", "a", "b", "c", "--sep", "-", "--upper", "-v"],
  ["join", "--no-upper", "--", "-x", "y"],
  ["join"],
  ["sum", "1.5", "2.25", "x", "--skip", "x,y", "-p", "3"],
  ["sum", "1", "two"],
  ["sum", "--precision"],
  ["deploy", "now"],
  ["join", "--colour"],
];
let worst = 0;
for (const argv of runs) {
  const ctx: Context = { out: [], env: { HOME: "/home/u" } };
  const code = app.main(argv, ctx);
  worst = Math.max(worst, code);
  console.log(`$ tool ${argv.join(" ")}  -> ${code}`);
  for (const l of ctx.out) console.log("  " + l);
}
console.log("commands:", app.names.join(" "), "worst:", worst);
