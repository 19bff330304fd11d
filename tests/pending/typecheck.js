// Type-checks every tests/pending program on its own with the real TypeScript
// compiler, as `tsc --noEmit --strict --target es2022 --lib es2022` (plus
// @types/node for `process`) would.  Node's module resolution must find
// `typescript` and `@types/node`: install them in a scratch directory and point
// NODE_PATH there, e.g.
//   (mkdir -p /tmp/tsc && cd /tmp/tsc && npm init -y && npm i typescript@5 @types/node@20)
//   NODE_PATH=/tmp/tsc/node_modules node tests/pending/typecheck.js [filter-substring]
// Prints each diagnostic and "N passed, M failed".
"use strict";
const fs = require("fs");
const path = require("path");
const ts = require("typescript");

const root = __dirname;
const filter = process.argv[2] || "";
const typesDir = path.dirname(path.dirname(require.resolve("@types/node/package.json")));
const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith(".ts") && p.includes(filter)) files.push(p);
  }
})(root);

const options = {
  noEmit: true,
  strict: true,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2022.d.ts"],
  moduleResolution: ts.ModuleResolutionKind.Node10,
  types: ["node"],
  typeRoots: [typesDir],
};
const host = ts.createCompilerHost(options);
const cache = new Map();
const getSourceFile = host.getSourceFile;
host.getSourceFile = (name, lang, onError, fresh) => {
  if (name.startsWith(root)) return getSourceFile.call(host, name, lang, onError, fresh);
  if (!cache.has(name)) cache.set(name, getSourceFile.call(host, name, lang, onError, fresh));
  return cache.get(name);
};
let passed = 0, failed = 0, old;
for (const f of files) {
  if (!fs.existsSync(f)) continue; // moved away while we were running
  const m = /^\/\/ tsc-lib: (\w+)$/m.exec(fs.readFileSync(f, "utf8").split("\n").slice(0, 3).join("\n"));
  const opts = m ? { ...options, lib: [`lib.${m[1]}.d.ts`] } : options;
  const program = ts.createProgram({ rootNames: [f], options: opts, host, oldProgram: old });
  old = program;
  const diags = ts.getPreEmitDiagnostics(program);
  if (diags.length === 0) { passed++; continue; }
  failed++;
  for (const d of diags) {
    const msg = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (d.file) {
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      console.log(`${path.relative(root, d.file.fileName)}:${line + 1}:${character + 1}: TS${d.code}: ${msg}`);
    } else console.log(`TS${d.code}: ${msg}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
