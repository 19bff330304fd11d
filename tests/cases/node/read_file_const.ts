// const x = readFileSync(p, "utf8") is a string (the encoding decides the
// type: without one it is a Buffer); likewise fs/promises' readFile.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import * as path from "node:path";
const dir = mkdtempSync("/tmp/kiln-rfc-");
const file = path.join(dir, "notes.txt");
writeFileSync(file, "alpha\nbeta\ngamma\n");
const text = readFileSync(file, "utf8");
const lines = text.trimEnd().split("\n");
const raw = readFileSync(file);
const viaOptions = readFileSync(file, { encoding: "utf8" });
console.log(lines, raw.length, raw[0], viaOptions.toUpperCase().length);
async function main() {
  const again = await readFile(file, "utf8");
  const bytes = await readFile(file);
  console.log(again.split("\n").length, bytes.byteLength);
  rmSync(dir, { recursive: true });
}
main();
