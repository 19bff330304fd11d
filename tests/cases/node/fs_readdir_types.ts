// readdirSync with { withFileTypes } (Dirents), { recursive } (breadth first,
// as Node walks), both, and the same through node:fs/promises.
import * as fs from "node:fs";
import { readdir, stat, lstat } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kiln-readdir-"));
const rel = (s: string): string => s.split(dir).join("DIR");
fs.mkdirSync(path.join(dir, "b", "c"), { recursive: true });
fs.mkdirSync(path.join(dir, "a"));
fs.writeFileSync(path.join(dir, "z.txt"), "z");
fs.writeFileSync(path.join(dir, "a", "g.md"), "gg");
fs.writeFileSync(path.join(dir, "b", "c", "f.json"), "{}");
fs.symlinkSync("b", path.join(dir, "lnk"));

const ents = fs.readdirSync(dir, { withFileTypes: true });
for (const e of ents) console.log(e.name, e.isFile(), e.isDirectory(), e.isSymbolicLink(), rel(e.parentPath), rel(e.path));
console.log(ents.filter((e) => e.isDirectory()).map((e) => e.name));

// a walk by hand, as tools write it
function walk(d: string): string[] {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
}
console.log(walk(dir).map(rel));

// recursive: names relative to the directory; a link to a directory is followed
console.log(fs.readdirSync(dir, { recursive: true }));
console.log(fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).length);
// recursive Dirents: links are not followed; parentPath is path.join'ed
for (const e of fs.readdirSync(dir + "/", { withFileTypes: true, recursive: true }))
  console.log(rel(e.parentPath), e.name, e.isDirectory() ? "dir" : e.isSymbolicLink() ? "link" : "file");
console.log(fs.readdirSync(path.join(dir, "b"), { withFileTypes: false }), fs.readdirSync(path.join(dir, "b"), "utf8"));

// sizes of every file below dir
let total = 0;
for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
  if (e.isFile()) total += fs.statSync(path.join(e.parentPath, e.name)).size;
console.log(total);

const d: fs.Dirent = ents[0];
const { name, parentPath } = d;
console.log(name, rel(parentPath));

try {
  fs.readdirSync(path.join(dir, "none"), { withFileTypes: true });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.log(rel(err.message), err.code, err.syscall);
}

async function main(): Promise<void> {
  const names = await readdir(dir, { recursive: true });
  console.log(names);
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) console.log(rel(e.parentPath), e.name);
  const dirents = await fs.promises.readdir(dir, { withFileTypes: true });
  console.log(dirents.map((e) => `${e.name}:${e.isDirectory() ? "d" : e.isFile() ? "f" : "l"}`).join(" "));
  const s = await stat(path.join(dir, "a", "g.md"));
  console.log(s.size, s.isFile(), s.mtime instanceof Date);
  const l = await lstat(path.join(dir, "lnk"));
  console.log(l.isSymbolicLink(), (await fs.promises.stat(path.join(dir, "lnk"))).isDirectory());
  try {
    await stat(path.join(dir, "none"));
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.log(rel(err.message), err.code, err.errno, err.syscall);
  }
  try {
    await readdir(path.join(dir, "z.txt"), { withFileTypes: true });
  } catch (e) {
    console.log(rel((e as Error).message), (e as NodeJS.ErrnoException).code);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(fs.existsSync(dir));
}
main();
