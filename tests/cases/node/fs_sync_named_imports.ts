// Named imports from fs, path and os in a script: files written under tmpdir, readdirSync
// filtered by extname, statSync sizes and mtimes, EOL, process.env read as a value.
import { readFileSync, writeFileSync, existsSync, mkdirSync, readdirSync, statSync, unlinkSync, rmdirSync } from "fs";
import { join, extname, basename, dirname, sep } from "path";
import { tmpdir, EOL } from "os";
const dir = join(tmpdir(), `probe3-${process.pid}`);
if (!existsSync(dir)) mkdirSync(dir);
const files = { "a.log": "x\ny\n", "b.txt": "hello", "c.log": "" };
for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body, { encoding: "utf8" });
const logs = readdirSync(dir).filter((f) => extname(f) === ".log").map((f) => ({ f, size: statSync(join(dir, f)).size, mtimeIsDate: statSync(join(dir, f)).mtime instanceof Date }));
console.log(logs, basename(dir).startsWith("probe3-"), dirname("/a/b/c.txt"), sep, JSON.stringify(EOL));
const lines = readFileSync(join(dir, "a.log"), "utf8").split(EOL);
console.log(lines);
for (const f of readdirSync(dir)) unlinkSync(join(dir, f));
console.log(readdirSync(dir).length);
rmdirSync(dir);
const env = process.env;
const port = parseInt(env.KILN_TEST_PORT_UNSET ?? "3000", 10);
const debug = (env.DEBUG ?? "").split(",").includes("probe");
console.log(port, debug, typeof env.PATH, env["NOPE_NOT_SET"] === undefined);
console.log(process.argv.length >= 2, typeof process.argv[0], process.exitCode);
const started = Date.now();
console.log(Number.isFinite(started), new Date(0).toISOString(), new Date("2024-02-30").getTime(), new Date(2024, 1, 29).getDate());
