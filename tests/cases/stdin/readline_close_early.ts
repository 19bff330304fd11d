// rl.close() from a 'line' listener: the lines already read in that chunk still come, nothing after.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
const seen: string[] = [];
rl.on("line", (line) => {
  seen.push(line);
  if (line === "STOP") {
    rl.close();
    console.log("closed at", seen.length);
  }
});
rl.on("close", () => {
  console.log("close event, seen so far:", seen.length);
  setTimeout(() => console.log("later, seen:", seen.join(",")), 0);
});
