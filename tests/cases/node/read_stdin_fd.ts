// readFileSync(0, "utf8") reads the standard input (empty here: the runner gives /dev/null), as scripts
// that take their input from a pipe do; the Buffer form too.
import { readFileSync } from "node:fs";
import * as fs from "node:fs";
const input = readFileSync(0, "utf8");
const lines = input.split("\n").filter(l => l.length > 0);
console.log(JSON.stringify(input), lines.length, lines.map(l => l.split(" ").map(Number).reduce((a, b) => a + b, 0)));
const raw = fs.readFileSync(0);
console.log(raw.length, raw instanceof Uint8Array);
