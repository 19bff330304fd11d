// node:fs errors carry Node's errno, code, syscall and path (and dest for rename),
// and a program tells "not found" from other failures by the code.
import { readFileSync, writeFileSync, mkdirSync, readdirSync, unlinkSync, renameSync, rmSync, existsSync } from "node:fs";

interface ErrnoError {
  message: string;
  code?: string;
  errno?: number;
  syscall?: string;
  path?: string;
  dest?: string;
}

const dir = "/tmp/kiln-fs-errors-" + Math.random().toString(36).slice(2);
const rel = (p: string | undefined): string => (p === undefined ? "-" : p.split(dir).join("DIR"));

function describe(what: string, f: () => void): void {
  try {
    f();
    console.log(what, "ok");
  } catch (e) {
    const err = e as ErrnoError;
    console.log(what, err.code, err.errno, err.syscall, rel(err.path), rel(err.dest), e instanceof Error);
    console.log("  ", rel(err.message));
  }
}

// Read a config file, falling back to defaults when it does not exist.
function loadConfig(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    if ((e as ErrnoError).code === "ENOENT") return "defaults";
    throw e;
  }
}

mkdirSync(dir);
console.log(loadConfig(dir + "/app.conf"));
writeFileSync(dir + "/app.conf", "port=8080");
console.log(loadConfig(dir + "/app.conf"));
describe("read missing", () => readFileSync(dir + "/nope.txt"));
describe("read dir", () => readFileSync(dir));
describe("mkdir exists", () => mkdirSync(dir));
describe("mkdir no parent", () => mkdirSync(dir + "/x/y"));
describe("readdir file", () => readdirSync(dir + "/app.conf"));
describe("readdir missing", () => readdirSync(dir + "/gone"));
describe("unlink missing", () => unlinkSync(dir + "/gone"));
describe("rename missing", () => renameSync(dir + "/gone", dir + "/there"));
describe("write into missing dir", () => writeFileSync(dir + "/no/such/file", "x"));
describe("rm missing", () => rmSync(dir + "/gone"));
describe("rm missing forced", () => rmSync(dir + "/gone", { force: true }));
try {
  readFileSync(dir + "/nope.txt");
} catch (e) {
  if (e instanceof Error) console.log(e.name, rel(e.message));
  const err = e as ErrnoError;
  console.log(typeof err.errno, err.errno === -2, err.code === "ENOENT");
}
rmSync(dir, { recursive: true });
console.log(existsSync(dir));
