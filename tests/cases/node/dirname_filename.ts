// __filename is the running program (process.argv[1]) and __dirname its
// directory; files found beside the program through them.
const path = require("node:path");
const fs = require("node:fs");

console.log(typeof __filename, typeof __dirname);
console.log(__filename === process.argv[1], __dirname === path.dirname(__filename));
console.log(path.isAbsolute(__filename), path.isAbsolute(__dirname));
console.log(fs.existsSync(__filename), fs.statSync(__dirname).isDirectory());
console.log(fs.readdirSync(__dirname).includes(path.basename(__filename)));
const here = path.join(__dirname, "data.txt");
console.log(path.dirname(here) === __dirname, path.basename(here));
function resolveLocal(name: string): string {
  return path.resolve(__dirname, name);
}
console.log(resolveLocal("x/y.json").startsWith(__dirname + path.sep));
