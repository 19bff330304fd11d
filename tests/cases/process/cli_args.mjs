function parseArgs(argv) {
  const opts2 = { command: "help", out: "out", verbose: false, level: 1, files: [] };
  const args = argv.slice(2);
  const command = args.shift();
  if (command !== void 0) opts2.command = command;
  while (args.length > 0) {
    const a = args.shift();
    if (a === "-v" || a === "--verbose") opts2.verbose = true;
    else if (a === "--out") opts2.out = args.shift() ?? opts2.out;
    else if (a.startsWith("--level=")) opts2.level = Number(a.slice("--level=".length));
    else if (a.startsWith("-")) throw new Error(`unknown option ${a}`);
    else opts2.files.push(a);
  }
  return opts2;
}
const opts = parseArgs(process.argv);
console.log(opts);
console.log(process.argv.length, process.argv.slice(2).join(" | "), process.argv.indexOf("-v"));
const same = process.argv;
same.push("extra");
console.log(process.argv.length === same.length, process.argv[process.argv.length - 1]);
process.stdout.write(`building ${opts.files.length} files`);
for (const f of opts.files) process.stdout.write(".");
process.stdout.write("\n");
const ok = process.stdout.write("\xFCn\xEFc\xF6d\xE9 \u2713 \u65E5\u672C\n");
console.log("done", ok);
process.stdout.write(new Uint8Array([104, 105, 10]));
process.stderr.write("warnings go to stderr\n");
try {
  parseArgs(["node", "tool", "x", "--nope"]);
} catch (e) {
  console.log(e.message);
}
