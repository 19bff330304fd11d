// Constants of the built-in modules imported by name, beside the namespace
// forms: os.EOL and devNull, path.sep/delimiter/posix, fs.constants.
import { EOL, devNull } from "node:os";
import * as os from "node:os";
import { sep, delimiter as delim, posix, join } from "node:path";
import path from "path";
import { constants, existsSync } from "node:fs";
import * as fs from "node:fs";

const lines = ["a", "b"].join(EOL);
console.log(JSON.stringify(lines), EOL === os.EOL, devNull);
console.log(sep, delim, path.sep === sep, path.delimiter);
console.log(posix.join("x", "..", "y", "z.txt"), posix.basename("/q/r.ts", ".ts"), posix.sep, join("m", "n"));
console.log(constants.F_OK, constants.R_OK, constants.W_OK, constants.X_OK);
console.log(fs.constants.O_CREAT | fs.constants.O_TRUNC | fs.constants.O_WRONLY, constants.S_IFMT, fs.constants.COPYFILE_EXCL);
const mode: number = constants.S_IFDIR;
console.log((mode & constants.S_IFMT) === constants.S_IFDIR, existsSync(devNull));
function parts(p: string): string[] { return p.split(sep).filter((s) => s.length > 0); }
console.log(parts("/usr/local/bin"));
