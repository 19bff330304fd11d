// path.join and path.resolve with spread arguments: segments split from a
// relative path, an empty list, and spreads mixed with plain arguments.
import * as path from "node:path";

const rel = "src/util/deep/file.ts";
const parts = rel.split("/");
console.log(path.join("/srv", ...parts));
console.log(path.join(...parts.slice(0, -1), "index.ts"));
const none: string[] = [];
console.log(JSON.stringify(path.join(...none)), path.join("a", ...none, "b"));
console.log(path.resolve("/base", ...["x", "..", "y"]), path.resolve(...["/r", "s"], ...["t"]));
const up = Array.from({ length: 3 }, () => "..");
console.log(path.join("/a/b/c/d", ...up), path.posix.join(...["p", "q"]));
