const rl = require("readline"); // expect error: unsupported: require("readline")
function load(): string {
  const fs = require("fs"); // expect error: unsupported: 'require' here
  return fs.readFileSync(0, "utf8");
}
console.log(load());
