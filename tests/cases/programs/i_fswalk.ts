// args: --root=kiln-walk --depth=3
// i_fswalk: builds a small directory tree under os.tmpdir(), walks it with
// readdirSync/statSync, prints a tree with sizes, relative paths, extension
// totals, and a JSON index written to disk and read back. Cleans up after.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

type Entry = { rel: string; size: number; dir: boolean; depth: number };

function parseFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (const a of argv) {
    if (!a.startsWith("--")) { console.error(`stray argument: ${a}`); process.exit(2); }
    const eq = a.indexOf("=");
    flags.set(eq < 0 ? a.slice(2) : a.slice(2, eq), eq < 0 ? "true" : a.slice(eq + 1));
  }
  return flags;
}

const flags = parseFlags(process.argv.slice(2));
const maxDepth = Number(flags.get("depth") ?? "2");
const base = fs.mkdtempSync(path.join(os.tmpdir(), `${flags.get("root") ?? "walk"}-`));
const files: Record<string, string> = {
  "README.md": "# demo\n\nA small tree.\n",
  "src/main.ts": "export const x = 1;\n".repeat(12),
  "src/util/strings.ts": "export function pad(s: string) { return s; }\n",
  "src/util/numbers.ts": "export const PI = 3.14159;\n",
  "src/util/deep/deeper/hidden.ts": "// too deep to list\n",
  "data/users.json": JSON.stringify([{ id: 1, name: "Ada" }, { id: 2, name: "Linus" }]),
  "data/empty.txt": "",
  "data/notes.v2.txt": "line one\nline two\nline three\n",
  ".config": "debug=false\n",
};
for (const [rel, body] of Object.entries(files)) {
  const full = path.join(base, ...rel.split("/"));
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, body);
}

function walk(dir: string, depth: number, out: Entry[]): number {
  let total = 0;
  const names = fs.readdirSync(dir).sort((a, b) => a.localeCompare(b));
  for (const name of names) {
    const full = path.join(dir, name);
    const st = fs.statSync(full);
    const rel = path.relative(base, full);
    if (st.isDirectory()) {
      const idx = out.length;
      out.push({ rel, size: 0, dir: true, depth });
      const sub = depth < maxDepth ? walk(full, depth + 1, out) : 0;
      out[idx].size = sub;
      total += sub;
    } else if (st.isFile()) {
      out.push({ rel, size: st.size, dir: false, depth });
      total += st.size;
    }
  }
  return total;
}

const entries: Entry[] = [];
const total = walk(base, 0, entries);
console.log(`${path.basename(base).replace(/-[^-]+$/, "-XXXX")}/ (${total} bytes)`);
for (const e of entries) {
  const name = path.basename(e.rel) + (e.dir ? "/" : "");
  console.log(`${"  ".repeat(e.depth + 1)}${name.padEnd(24 - 2 * e.depth)}${String(e.size).padStart(6)}`);
}

const byExt = new Map<string, { n: number; bytes: number }>();
for (const e of entries.filter((x) => !x.dir)) {
  const p = path.parse(e.rel);
  const ext = p.ext || "(none)";
  const cur = byExt.get(ext) ?? { n: 0, bytes: 0 };
  cur.n++; cur.bytes += e.size;
  byExt.set(ext, cur);
}
console.log("\nby extension:");
for (const [ext, { n, bytes }] of [...byExt].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(`  ${ext.padEnd(8)} ${n} file${n === 1 ? "" : "s"}, ${bytes} B`);
}

const parsed = path.parse(path.join(base, "data", "notes.v2.txt"));
console.log("\nparse:", JSON.stringify({ base: parsed.base, name: parsed.name, ext: parsed.ext, dirTail: path.basename(parsed.dir) }));
console.log("relative:", path.relative(path.join(base, "src", "util"), path.join(base, "data", "users.json")));
console.log("normalize:", path.normalize("/a/b/../c/./d//e/"), path.join("a", "..", "..", "b"));
console.log("resolve is absolute:", path.isAbsolute(path.resolve("x", "y")), path.resolve("/srv", "app", "../logs"));
console.log("extname:", [".bashrc", "a.b.c", "noext", "trail."].map((f) => JSON.stringify(path.extname(f))).join(" "));

const indexFile = path.join(base, "index.json");
const index = { root: "<tmp>", count: entries.length, files: entries.filter((e) => !e.dir).map((e) => e.rel.split(path.sep).join("/")) };
fs.writeFileSync(indexFile, JSON.stringify(index, null, "\t") + "\n", "utf8");
const back = JSON.parse(fs.readFileSync(indexFile, "utf8")) as typeof index;
console.log(`\nindex: ${back.files.length} files, first=${back.files[0]}, last=${back.files[back.files.length - 1]}`);
console.log("exists:", fs.existsSync(indexFile), fs.existsSync(path.join(base, "nope")));
const users = JSON.parse(fs.readFileSync(path.join(base, "data/users.json"), "utf8")) as { id: number; name: string }[];
console.log("users:", users.map((u) => `${u.id}:${u.name}`).join(", "));
const lines = fs.readFileSync(path.join(base, "data", "notes.v2.txt"), "utf8").split("\n").filter(Boolean);
fs.appendFileSync(path.join(base, "data", "notes.v2.txt"), "line four\n");
console.log("lines before/after append:", lines.length, fs.readFileSync(path.join(base, "data", "notes.v2.txt"), "utf8").split("\n").filter(Boolean).length);

try {
  fs.readFileSync(path.join(base, "missing.txt"), "utf8");
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  console.log("missing:", e.code, e.syscall);
}
fs.rmSync(base, { recursive: true, force: true });
console.log("cleaned:", !fs.existsSync(base));
