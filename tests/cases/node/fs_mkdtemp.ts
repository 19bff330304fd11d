// A scratch directory per run: fs.mkdtempSync adds six random characters.
import * as fs from "node:fs";
import * as path from "node:path";

const dir = fs.mkdtempSync(path.join("/tmp", "kiln-case-"));
console.log(path.basename(dir).startsWith("kiln-case-"), path.basename(dir).length, fs.existsSync(dir));
const other = fs.mkdtempSync("/tmp/kiln-case-");
console.log(other !== dir);
fs.writeFileSync(path.join(dir, "a.txt"), "hello");
console.log(fs.readdirSync(dir), fs.readFileSync(path.join(dir, "a.txt"), "utf8"));
fs.rmSync(dir, { recursive: true });
fs.rmSync(other, { recursive: true });
console.log(fs.existsSync(dir), fs.existsSync(other));
try {
  fs.mkdtempSync("/nonexistent-kiln-dir/x-");
} catch (e) {
  console.log((e as Error).message);
}
