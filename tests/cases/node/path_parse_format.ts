// path.parse and path.format with Node's results on the edge cases (trailing slashes, dotfiles, no extension, root).
import * as path from "node:path";
import { parse, format, ParsedPath } from "node:path";
for (const s of ["", "/", "//", "///a//", "/home/u/file.txt", "file", ".bashrc", "a/.bashrc", "a/b.", "a/..", "..", ".", "a/b/", "/a/b.tar.gz/", "./x.y", "a..b", "/..", "/.x.y", "a//b//", "x/...", "é/ü.tär"]) {
  const p = path.parse(s);
  console.log(JSON.stringify(s), p, p.name.length);
}
const pp: ParsedPath = parse("/tmp/x.json");
console.log(pp.dir + "|" + pp.ext, JSON.stringify(pp), { ...pp, ext: ".yaml" });
console.log(format({ name: "a", ext: "txt" }), path.format({ name: "a", ext: ".txt" }), path.format({ root: "/", name: "x" }));
console.log(path.format({ dir: "/", base: "x" }), path.format({ root: "/r/", dir: "/r/", base: "b" }), path.format({}));
console.log(path.format({ root: "/", dir: "d", base: "b" }), path.format({ base: "", name: "n", ext: "" }));
console.log(path.format(pp), path.format({ ...pp, base: "", ext: ".yaml" }));
const o: { dir?: string; name: string } = { name: "z" };
console.log(path.format(o));
