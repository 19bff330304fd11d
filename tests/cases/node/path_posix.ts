// path.posix.* and path.sep / path.delimiter: Kiln's node:path is POSIX's.
import * as path from "node:path";

const parts = ["usr", "local", "lib", "node_modules"];
console.log(path.posix.join("/", parts[0], parts[1]), path.join("/", parts[0]) === path.posix.join("/", parts[0]));
console.log(path.posix.basename("/a/b/c.txt", ".txt"), path.posix.dirname("/a/b/c.txt"), path.posix.extname("x.tar.gz"));
console.log(path.posix.normalize("/a//b/../c/."), path.posix.relative("/a/b", "/a/c/d"), path.posix.isAbsolute("a/b"));
console.log(JSON.stringify(path.sep), JSON.stringify(path.delimiter), path.posix.sep === path.sep, path.posix.delimiter);
const PATH = ["/usr/bin", "/bin", "/opt/tools/bin"].join(path.delimiter);
console.log(PATH.split(path.posix.delimiter).map((d) => d.split(path.posix.sep).filter((s) => s).length).join(","));
