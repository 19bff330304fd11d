// require() of Node's built-in modules, the CommonJS spelling of an import
// that puzzle solutions often use: a namespace, destructured names (renamed
// too), and a call straight on require(...).
const fs = require("fs");
const { readFileSync, existsSync: exists } = require("node:fs");
const path = require("path");
const { createHash } = require("crypto");

const input: string = require("fs").readFileSync(0, "utf8");
const lines = input.trimEnd().split("\n");
console.log("lines:", lines.length, "first:", lines[0]);
console.log("exists:", exists("/"), exists(path.join("/", "no-such-dir", "file.txt")));
console.log(path.basename("/a/b/c.txt", ".txt"), path.extname("x.tar.gz"));
console.log(createHash("md5").update(lines[0]).digest("hex"));

function isDir(p: string): boolean {
  return fs.statSync(p).isDirectory(); // the namespace inside a function
}
console.log("dir:", isDir("/"), readFileSync("/dev/stdin", "utf8").length);
