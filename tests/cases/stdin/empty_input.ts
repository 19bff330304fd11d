// An empty standard input: 'end' and readline's 'close' still come, after the timers of the main module.
import * as readline from "node:readline";

let chunks = 0;
const rl = readline.createInterface({ input: process.stdin });
let lines = 0;
rl.on("line", () => lines++);
rl.on("close", () => console.log("readline closed, lines:", lines));
process.stdin.on("data", () => chunks++);
process.stdin.on("end", () => console.log("stdin ended, chunks:", chunks));
setTimeout(() => console.log("timeout 0"), 0);
console.log("main");
