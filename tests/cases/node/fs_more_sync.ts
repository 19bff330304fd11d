// Everyday node:fs calls: copyFileSync (COPYFILE_EXCL), rmdirSync, realpathSync,
// accessSync with fs.constants, symlinkSync/readlinkSync, writeFileSync's flag,
// each with Node's errors.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kiln-more-"));
const rel = (s: string): string => s.split(fs.realpathSync(dir)).join("DIR").split(dir).join("DIR");
function attempt(what: string, f: () => void): void {
  try {
    f();
    console.log(what, "ok");
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.log(what, rel(err.message), err.code, err.errno, err.syscall, err.path === undefined ? "-" : rel(err.path));
  }
}
const a = path.join(dir, "a.txt"), b = path.join(dir, "b.txt");

fs.writeFileSync(a, "one\n");
fs.writeFileSync(a, "two\n", { flag: "a" });
fs.writeFileSync(a, "three\n", { flag: "a", encoding: "utf8" });
console.log(JSON.stringify(fs.readFileSync(a, "utf8")));
attempt("wx on existing", () => fs.writeFileSync(a, "x", { flag: "wx" }));
fs.writeFileSync(path.join(dir, "new.txt"), "fresh", { flag: "wx" });
console.log(fs.readFileSync(path.join(dir, "new.txt"), "utf8"));

fs.copyFileSync(a, b);
console.log(fs.readFileSync(b, "utf8") === fs.readFileSync(a, "utf8"), fs.statSync(b).size);
attempt("copy excl", () => fs.copyFileSync(a, b, fs.constants.COPYFILE_EXCL));
attempt("copy missing", () => fs.copyFileSync(path.join(dir, "none"), b));
fs.writeFileSync(b, "short");
fs.copyFileSync(b, a);
console.log(fs.readFileSync(a, "utf8"));
fs.copyFileSync(a, a);
console.log(fs.readFileSync(a, "utf8"));

console.log(fs.constants.F_OK, fs.constants.R_OK, fs.constants.W_OK, fs.constants.X_OK);
attempt("access", () => fs.accessSync(a));
attempt("access rw", () => fs.accessSync(a, fs.constants.R_OK | fs.constants.W_OK));
attempt("access missing", () => fs.accessSync(path.join(dir, "none"), fs.constants.F_OK));
function exists(p: string): boolean {
  try {
    fs.accessSync(p);
    return true;
  } catch {
    return false;
  }
}
console.log(exists(a), exists(path.join(dir, "none")));

fs.mkdirSync(path.join(dir, "d", "e"), { recursive: true });
fs.symlinkSync(path.join("d", "e"), path.join(dir, "to-e"));
console.log(fs.readlinkSync(path.join(dir, "to-e")));
console.log(rel(fs.realpathSync(path.join(dir, "to-e"))), rel(fs.realpathSync(path.join(dir, "d", "..", "a.txt"))));
attempt("symlink exists", () => fs.symlinkSync("x", path.join(dir, "to-e")));
attempt("readlink of a file", () => fs.readlinkSync(a));
attempt("realpath missing", () => fs.realpathSync(path.join(dir, "none", "deeper")));
attempt("rmdir not empty", () => fs.rmdirSync(path.join(dir, "d")));
fs.rmdirSync(path.join(dir, "d", "e"));
attempt("rmdir gone", () => fs.rmdirSync(path.join(dir, "d", "e")));
console.log(fs.readdirSync(path.join(dir, "d")), fs.existsSync(path.join(dir, "to-e")), fs.lstatSync(path.join(dir, "to-e")).isSymbolicLink());

fs.rmSync(dir, { recursive: true, force: true });
console.log(fs.existsSync(dir));
