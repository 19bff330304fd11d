// node:readline 'line' and 'close': word counts; CRLF, a lone CR and a last line without a newline;
// the order of the main module, a microtask, a timer and the first line.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin, terminal: false });
const counts = new Map<string, number>();
let lineNo = 0;
rl.on("line", (line: string) => {
  lineNo++;
  if (lineNo === 1) console.log("first line:", JSON.stringify(line));
  for (const w of line.toLowerCase().split(/[^a-z']+/)) {
    if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
});
rl.on("close", () => {
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
  console.log("lines:", lineNo);
  for (const [w, n] of top) console.log(`${w}: ${n}`);
});
setTimeout(() => console.log("timer"), 0);
Promise.resolve().then(() => console.log("microtask"));
console.log("main done");
