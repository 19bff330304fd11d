// fs.statSync / lstatSync: a Stats with sizes, modes, the is*() predicates,
// timestamps as numbers and Dates, throwIfNoEntry, and Node's errors.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kiln-stat-"));
const rel = (s: string): string => s.split(dir).join("DIR");
const file = path.join(dir, "a.txt");
fs.writeFileSync(file, "hello, stat\n");
fs.mkdirSync(path.join(dir, "sub"));
fs.symlinkSync("a.txt", path.join(dir, "link"));

const st = fs.statSync(file);
console.log(st.size, st.isFile(), st.isDirectory(), st.isSymbolicLink(), st.isFIFO(), st.isSocket());
console.log(st.isCharacterDevice(), st.isBlockDevice(), (st.mode & 0o170000).toString(8), st.nlink);
console.log(typeof st.mtimeMs, st.mtimeMs > 1.5e12, st.mtime instanceof Date, st.mtime.getTime() === Math.round(st.mtimeMs));
console.log(st.atime.getTime() === Math.round(st.atimeMs), st.ctime.getTime() === Math.round(st.ctimeMs));
console.log(st.birthtime.getTime() === Math.round(st.birthtimeMs), st.blocks >= 0, st.blksize > 0, st.ino > 0);
console.log(typeof st.dev, typeof st.uid, typeof st.gid, st.rdev);
const age = Date.now() - st.mtimeMs;
console.log(age > -5000 && age < 600000);

const d = fs.statSync(path.join(dir, "sub"));
console.log(d.isFile(), d.isDirectory(), (d.mode & 0o170000).toString(8));

// stat follows the link, lstat does not
const viaLink = fs.statSync(path.join(dir, "link"));
const link = fs.lstatSync(path.join(dir, "link"));
console.log(viaLink.isFile(), viaLink.size, link.isSymbolicLink(), link.isFile(), link.size);
console.log(viaLink.ino === st.ino, link.ino === st.ino);

// a Stats as a value: passed, stored, destructured
function describe(s: fs.Stats): string {
  return s.isDirectory() ? "dir" : s.isSymbolicLink() ? "link" : `file(${s.size})`;
}
const all: fs.Stats[] = ["a.txt", "sub", "link"].map((n) => fs.lstatSync(path.join(dir, n)));
console.log(all.map(describe).join(" "));
const { size, mode } = fs.statSync(file);
console.log(size, (mode & 0o777) === (st.mode & 0o777));
const total = all.reduce((n, s) => n + (s.isFile() ? s.size : 0), 0);
console.log(total);

// a missing file: undefined with throwIfNoEntry: false, else Node's error
const none = fs.statSync(path.join(dir, "nope"), { throwIfNoEntry: false });
console.log(none === undefined, none?.size);
const some = fs.statSync(file, { throwIfNoEntry: false });
console.log(some !== undefined && some.isFile(), some?.size);
try {
  fs.statSync(path.join(dir, "nope"));
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.log(rel(err.message), err.code, err.errno, err.syscall, rel(err.path ?? ""));
  console.log(err instanceof Error, err.name);
}
try {
  fs.lstatSync(path.join(dir, "nope", "deeper"));
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.log(rel(err.message), err.code, err.syscall);
}
try {
  fs.statSync(path.join(file, "x"), { throwIfNoEntry: false }); // ENOTDIR still throws
} catch (e) {
  console.log(rel((e as Error).message), (e as NodeJS.ErrnoException).code);
}

fs.rmSync(dir, { recursive: true, force: true });
console.log(fs.existsSync(dir));
