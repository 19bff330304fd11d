// node:path (POSIX): a small static-site builder's path handling, then the
// corner cases of each function checked against Node's.
import * as path from "node:path";
import { join, basename as base, extname } from "path";

interface Page { source: string; out: string; slug: string; kind: string }

function plan(root: string, files: string[], outDir: string): Page[] {
  return files.map((f) => {
    const rel = path.relative(root, path.resolve(root, f));
    const ext = extname(rel);
    const slug = base(rel, ext).toLowerCase().replace(/\s+/g, "-");
    const dir = path.dirname(rel);
    const out = join(outDir, dir === "." ? "" : dir, `${slug}.html`);
    return { source: rel, out, slug, kind: ext.slice(1) || "none" };
  });
}

const pages = plan("/srv/site", ["index.md", "blog/First Post.md", "./blog/../about.txt", "docs/api/v2/README", "/srv/site/img/logo.png"], "public");
for (const p of pages) console.log(`${p.source.padEnd(22)} -> ${p.out} (${p.kind})`);

console.log(join(), join(""), join("a", "b"), join("/a/", "/b//", "c/"), join("a", "../..", "x"), join("/", ".."));
console.log(join("./a", "./b/../c"), join("a/", ""), join("ü/ñ", "日本.txt"), join("..", "..", "a"));
for (const p of ["", "/", "//", "a", "/a/b/", "a/b.txt", "/a/.bashrc", ".", "..", "a/b.tar.gz", "a/.", "a..", "./x/", "x//y//", "../a/./b/../../c"]) {
  console.log(JSON.stringify(p), [path.normalize(p), path.dirname(p), base(p), path.basename(p, ".txt"), extname(p), path.isAbsolute(p)]);
}
console.log(path.basename("/a/b/", "b"), path.basename("aaa", "a"), JSON.stringify(path.basename("a.js", "a.js")), path.basename("/x/file.js/", ".js"));
console.log(path.relative("/data/orandea/test/aaa", "/data/orandea/impl/bbb"), path.relative("/a", "/a/b/c"), path.relative("/a/b", "/a"));
console.log(path.relative("/", "/x"), JSON.stringify(path.relative("/q", "/q")), path.relative("/a/bc", "/a/b"));
console.log(path.resolve("/foo/bar", "./baz"), path.resolve("/foo/bar", "/tmp/file/"), path.resolve("/", "a", "..", "b/"));
console.log(path.resolve("x") === join(process.cwd(), "x"), path.relative(".", "sub/dir"), path.isAbsolute(process.cwd()));
console.log(path.sep, path.delimiter, ["usr", "local", "bin"].join(path.sep), "/a:/b".split(path.delimiter));
